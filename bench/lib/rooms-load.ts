/**
 * The class rooms' load generator (bench/rooms.bench.ts runs it as its own process): in each room
 * a class of children joins by the code and holds an event stream, the host's screen holds its
 * own, and every child answers every 3 s (each at its own phase). For every answer it measures the
 * time from sending it to the 'player-answered' event that names it on the host's screen. It
 * prints one JSON line: the latencies' percentiles, the joins', how many answers, and this
 * process's event-loop delay.
 *
 *   tsx bench/lib/rooms-load.ts <base> <codes,comma,separated> <per-room> <seconds> <csrf-header> <csrf-cookie> <host-cookie>
 */
import { performance } from 'node:perf_hooks';
import { answeredThenClose, answerEvery, benchName, loadClient, percentiles, readyThenGo } from './load-client.ts';

const [base, codesArg, perRoomArg, secondsArg, csrfHeader = '', csrfCookie = '', hostCookie = ''] = process.argv.slice(2) as [string, string, string, string, string?, string?, string?];
const codes = codesArg.split(',');
const perRoom = Number(perRoomArg);
const seconds = Number(secondsArg);
const EVERY_MS = 3000;
const client = loadClient(base, csrfHeader, csrfCookie);
const controller = new AbortController();

interface Child {
  code: string;
  id: string;
  cookie: string;
  answered: number;
}
/** answers sent and not yet heard on the host's screen: "player:index" → sent at */
const pending = new Map<string, number>();
const latencies: number[] = [];
const joins: number[] = [];

for (const code of codes) {
  await client.follow(`/api/v2/rooms/${code}/host/events`, hostCookie, controller.signal, (name, data) => {
    if (name !== 'player-answered') return;
    const { player, item_index } = data as { player: { id: string }; item_index: number };
    const key = `${player.id}:${item_index}`;
    const at = pending.get(key);
    if (at === undefined) return;
    latencies.push(performance.now() - at);
    pending.delete(key);
  });
}

// every room's class joins at once, as when the codes go up on the boards
const all: Child[] = (
  await Promise.all(
    codes.map((code, r) =>
      Promise.all(
        Array.from({ length: perRoom }, async (_, i) => {
          const began = performance.now();
          const res = await client.post('/api/v2/rooms/join/', { code, nickname: benchName(r * 1000 + i) }, '');
          if (res.status !== 200) throw new Error(`join ${code} ${i}: ${res.status} ${res.text}`);
          joins.push(performance.now() - began);
          const child: Child = { code, id: (JSON.parse(res.text) as { player_id: string }).player_id, cookie: res.cookie, answered: 0 };
          await client.follow(`/api/v2/rooms/${code}/events`, child.cookie, controller.signal, () => undefined);
          return child;
        }),
      ),
    ),
  )
).flat();
process.stderr.write(`${all.length} joined and streaming in ${codes.length} rooms\n`);
const loop = await readyThenGo();
const run = await answerEvery(all, EVERY_MS, seconds, async (child) => {
  const index = child.answered;
  const key = `${child.id}:${index}`;
  pending.set(key, performance.now());
  const res = await client.answer(child.code, index, child.cookie);
  if (res.status === 200) child.answered++;
  else pending.delete(key);
  return res.status === 200;
});
// the last answers' events
await new Promise((r) => setTimeout(r, 1500));
const delay = loop.stop();
await answeredThenClose();
controller.abort();
const joined = percentiles(joins);
process.stdout.write(
  `${JSON.stringify({ rooms: codes.length, children: all.length, sent: run.sent, refused: run.refused, not_seen: pending.size, seconds: run.seconds, ...percentiles(latencies), join_p95: joined.p95, ...delay })}\n`,
);
process.exit(0);
