/**
 * The class rooms' load generator (bench/rooms.bench.ts runs it as its own process). It plays one
 * whole game on each of several servers at once, in turns: on each server a class of children per
 * room joins by the code and holds an event stream, and the host's screen of each room holds its
 * own. Then the servers take turns of SLICE_MS: in a server's turn each of its children answers
 * its next question once, at its own moment in the turn, so a server meets the pace of a class
 * answering every few seconds. A turn ends when every answer of it is acknowledged and its
 * 'player-answered' event has reached the host's screen; the bench is then told which server the
 * turn was for and how many answers it counted (`mark`), and reads its meters before the next turn
 * begins. Turns alternate until every child has answered every question, so every server meets the
 * machine's load alike, turn by turn, whatever else the machine is doing.
 *
 * For every answer it measures the time from sending it to the event that names it on the host's
 * screen. It prints one JSON line: per server, the latencies' percentiles, the joins', how many
 * answers and how long its turns took; and this process's event-loop delay.
 *
 *   node bench/lib/rooms-load.ts '<targets as JSON>' <per-room> <questions> <slice-ms>
 *   target: { name, base, codes: [...], csrfHeader, csrfCookie, hostCookie }
 */
import { performance } from 'node:perf_hooks';
import { benchName, loadClient, mark, percentiles, readyThenGo } from './load-client.ts';

interface Target {
  name: string;
  base: string;
  codes: string[];
  csrfHeader: string;
  csrfCookie: string;
  hostCookie: string;
}
interface Child {
  code: string;
  id: string;
  cookie: string;
  answered: number;
}

const [targetsArg, perRoomArg, questionsArg, sliceArg] = process.argv.slice(2) as [string, string, string, string];
const targets = JSON.parse(targetsArg) as Target[];
const perRoom = Number(perRoomArg);
const questions = Number(questionsArg);
const SLICE_MS = Number(sliceArg);
/** How long a turn waits for an answer's event before it counts it unseen. */
const EVENT_WAIT_MS = 2000;
const controller = new AbortController();

/** One server's classes: joined, streaming, and what their answers measured. */
async function seat(target: Target) {
  const client = loadClient(target.base, target.csrfHeader, target.csrfCookie);
  /** answers sent and not yet heard on the host's screen: "player:index" → sent at */
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const joins: number[] = [];
  let heard: () => void = () => undefined;
  for (const code of target.codes) {
    await client.follow(`/api/v2/rooms/${code}/host/events`, target.hostCookie, controller.signal, (name, data) => {
      if (name !== 'player-answered') return;
      const { player, item_index } = data as { player: { id: string }; item_index: number };
      const key = `${player.id}:${item_index}`;
      const at = pending.get(key);
      if (at === undefined) return;
      latencies.push(performance.now() - at);
      pending.delete(key);
      if (pending.size === 0) heard();
    });
  }
  // every room's class joins at once, as when the codes go up on the boards
  const children: Child[] = (
    await Promise.all(
      target.codes.map((code, r) =>
        Promise.all(
          Array.from({ length: perRoom }, async (_, i) => {
            const began = performance.now();
            const res = await client.post('/api/v2/rooms/join/', { code, nickname: benchName(r * 1000 + i) }, '');
            if (res.status !== 200) throw new Error(`${target.name}: join ${code} ${i}: ${res.status} ${res.text}`);
            joins.push(performance.now() - began);
            const child: Child = { code, id: (JSON.parse(res.text) as { player_id: string }).player_id, cookie: res.cookie, answered: 0 };
            await client.follow(`/api/v2/rooms/${code}/events`, child.cookie, controller.signal, () => undefined);
            return child;
          }),
        ),
      ),
    )
  ).flat();
  process.stderr.write(`${target.name}: ${children.length} joined and streaming in ${target.codes.length} rooms\n`);

  let sent = 0;
  let refused = 0;
  let turnsMs = 0;
  return {
    /** A turn: every child answers its next question once, each at its own moment within SLICE_MS; how many counted. */
    async turn() {
      const began = performance.now();
      let counted = 0;
      await Promise.all(
        children.map(async (child) => {
          await new Promise((r) => setTimeout(r, Math.random() * SLICE_MS));
          const index = child.answered;
          const key = `${child.id}:${index}`;
          pending.set(key, performance.now());
          sent++;
          const res = await client.answer(child.code, index, child.cookie);
          if (res.status === 200) {
            child.answered++;
            counted++;
          } else {
            refused++;
            pending.delete(key);
          }
        }),
      );
      if (pending.size > 0) {
        // the wait ends at the last event heard, or gives up on the rest (counted unseen)
        let giveUp: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          heard = resolve;
          giveUp = setTimeout(resolve, EVENT_WAIT_MS);
        });
        clearTimeout(giveUp);
        heard = () => undefined;
      }
      turnsMs += performance.now() - began;
      return counted;
    },
    result() {
      return { children: children.length, sent, refused, not_seen: pending.size, seconds: turnsMs / 1000, ...percentiles(latencies), join_p95: percentiles(joins).p95 };
    },
  };
}

// one server's classes after another, so that each server's joins are its own
const servers: Array<Awaited<ReturnType<typeof seat>>> = [];
for (const target of targets) servers.push(await seat(target));
const loop = await readyThenGo();
for (let question = 0; question < questions; question++) {
  for (const [i, server] of servers.entries()) {
    const counted = await server.turn();
    await mark(`${targets[i]!.name} ${counted}`);
  }
}
const delay = loop.stop();
controller.abort();
process.stdout.write(`${JSON.stringify({ rooms: targets[0]!.codes.length, servers: Object.fromEntries(targets.map((t, i) => [t.name, servers[i]!.result()])), ...delay })}\n`);
process.exit(0);
