import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PAGES, ACCOUNT_PATHS, type TeacherClass } from '@numbloom/domain/accounts';
import { EXTRA_TIME_FACTOR, EXTRA_TIMES, GAME_PATHS, HOST_EVENTS, normaliseRoomCode, QUESTION_SECONDS, ROOM_REMINDER_MINUTES, type ExtraTime, type Pace, type PlayerStatus, type QuestionSeconds } from '@numbloom/domain/games';
import type { HostEvent, HostPlayer, HostResults, HostView } from '@numbloom/domain/games-schema';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { openEventStream, type StreamState } from '../../../lib/event-stream.ts';
import { pagePath } from '../../../lib/page-path.ts';
import {
  changeSettings,
  decideSeat,
  deleteResults,
  endRoom,
  giveExtraTime,
  hostResults,
  hostRoom,
  joinPath,
  letPlayerIn,
  nextRound,
  problemOf,
  removePlayer,
  hostRenamePlayer,
  resultsCsvUrl,
  startRoom,
  type RoomProblem,
} from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';
import { FullScreenButton, JoinCode } from '../shared/projected.tsx';
import { checkHostEvent } from '../shared/host-events.ts';
import '../rooms.css';

const upsert = (players: HostPlayer[], player: HostPlayer) => {
  const i = players.findIndex((p) => p.id === player.id);
  return i === -1 ? [...players, player] : players.map((p, j) => (j === i ? player : p));
};

/** A host event folded into the room the host sees. */
function applyHostEvent(room: HostView, event: HostEvent): HostView {
  switch (event.type) {
    case 'room':
      return event.room;
    case 'player-joined':
    case 'player-updated':
    case 'player-answered':
      return { ...room, players: upsert(room.players, event.player) };
    case 'seat-requested':
      return { ...room, seat_requests: [...room.seat_requests.filter((r) => r.player_id !== event.request.player_id), event.request] };
    case 'seat-request-closed':
      return { ...room, seat_requests: room.seat_requests.filter((r) => r.player_id !== event.player_id) };
    case 'settings':
      return { ...room, settings: event.settings };
    case 'join-check':
      return { ...room, check: event.check };
    case 'started':
      return { ...room, state: 'started', started_at: event.started_at, round: event.round };
    case 'round':
      return { ...room, round: event.round, round_started_at: event.round_started_at };
    case 'ended':
      return { ...room, state: 'ended', ended_at: event.ended_at, results_until: event.results_until, check: null };
    case 'results-deleted':
      return { ...room, results_until: null };
    default:
      return room;
  }
}

const byStanding = (a: HostPlayer, b: HostPlayer) => b.score - a.score || b.bonus - a.bonus || a.nickname.localeCompare(b.nickname);

/** What a child's row says: taken out, or their status. */
const statusKey = (p: HostPlayer): string => (p.removed ? 'host.status.removed' : `host.status.${p.status satisfies PlayerStatus}`);

/**
 * /host/{code}/: the teacher's screen, made to be projected (decision 042):
 * full screen without the site header, the code, the join address and its QR
 * code large enough to read from the back of a classroom at 1920×1080, the
 * join check number when it is on, each child live (not started, playing,
 * completed, aborted; connected or not; who answered the open question), and
 * the controls: start, next (together), lock, join check, names, speed bonus,
 * extra time, take a child out or let them back in, seat requests from a new
 * device, and End with a confirmation. After the end: a podium, the full
 * table, the CSV download, and deleting the guests' results.
 */
export function HostPage() {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const code = normaliseRoomCode(useParams().code ?? '');
  const [room, setRoom] = useState<HostView | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [remindAt, setRemindAt] = useState<number | null>(null);
  const [reminding, setReminding] = useState(false);

  useEffect(() => {
    let live = true;
    hostRoom(code).then(
      (r) => live && setRoom(r),
      (err: unknown) => live && setProblem(problemOf(err)),
    );
    const stream = openEventStream<HostEvent>(GAME_PATHS.hostEvents(code), {
      events: HOST_EVENTS,
      check: checkHostEvent,
      onState: (s) => live && setConnection(s),
      // before opening again: an ended room has nothing more to say on the stream
      mayReconnect: async () => {
        const now = await hostRoom(code);
        if (live) setRoom(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the room as it is now, as the stream's first event gives it
      snapshot: async () => ({ type: 'room', room: await hostRoom(code) }),
      onEvent: (e) => {
        if (!live) return;
        setRoom((r) => (r || e.type === 'room' ? applyHostEvent(r ?? (e as Extract<HostEvent, { type: 'room' }>).room, e) : r));
        if (e.type === 'player-joined') setAnnouncement(th('host.joined', { nickname: e.player.nickname }));
        if (e.type === 'seat-requested') setAnnouncement(th('host.seatRequested', { nickname: e.request.nickname }));
        // after the end the screen shows the results, which it reads itself
        if (e.type === 'ended' || (e.type === 'room' && e.room.state === 'ended')) stream.close();
      },
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [code, t, th]);

  // The reminder counts from the start of play (spec §4: a popup asks whether to end after some minutes).
  const startedAt = room?.started_at ? Date.parse(room.started_at) : null;
  useEffect(() => {
    if (startedAt === null || room?.state !== 'started') return;
    const at = remindAt ?? startedAt + ROOM_REMINDER_MINUTES * 60_000;
    const timer = setTimeout(() => setReminding(true), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt, remindAt, room?.state]);

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }
  const updateFrom = (player: HostPlayer) => setRoom((r) => (r ? { ...r, players: upsert(r.players, player) } : r));
  const end = () =>
    act(async () => {
      setConfirmEnd(false);
      setReminding(false);
      await endRoom(code);
      setRoom((r) => (r ? { ...r, state: 'ended' } : r));
    });

  if (problem && !room) {
    const login = problem.kind === 'other' && problem.message && /log in/i.test(problem.message);
    return (
      <div className="container rooms">
        <Alert tone="error">{login ? th('host.loginFirst') : roomProblemText(t, problem)}</Alert>
        {login ? <Link to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(location.pathname)}`}>{th('host.login')}</Link> : null}
      </div>
    );
  }
  // loading in the screen's own frame: React keeps this element for the screen, which moved the whole
  // screen from a centred column to the full width as it came (a layout shift on every load)
  if (!room) return <div className="host-screen page-loading"><Spinner label={t('loading')} /></div>;

  return (
    <div className="host-screen">
      <header className="host-bar">
        <h1>{th('host.title')}</h1>
        {/* always there and in its place, hidden while the stream is up (decision 053): a note that
            came with a dropped stream made the bar taller and moved Start and every control under it */}
        <p className={connection === 'reconnecting' ? 'room-reconnecting' : 'room-reconnecting idle'} role="status">
          <span className="dot" aria-hidden="true" /> {t('play.reconnecting')}
        </p>
        <FullScreenButton />
      </header>
      {problem ? <Alert tone="error">{roomProblemText(t, problem)}</Alert> : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {room.state === 'ended' ? (
        <Ended room={room} />
      ) : (
        <div className="host-grid">
          <JoinPanel room={room} />
          <div className="host-main">
            <Controls room={room} busy={busy} act={act} onRoom={setRoom} onEnd={() => setConfirmEnd(true)} />
            <SeatRequests room={room} act={act} onRoom={setRoom} />
            {room.state === 'waiting' ? <NameWall room={room} /> : null}
            <Players room={room} act={act} onPlayer={updateFrom} />
          </div>
        </div>
      )}
      <Modal open={confirmEnd} onClose={() => setConfirmEnd(false)} title={th('host.confirmEndTitle')} description={th('host.confirmEndText')} size="sm">
        <div className="row">
          <Button onClick={() => void end()} disabled={busy}>
            {th('host.confirmEnd')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
            {th('host.keepPlaying')}
          </Button>
        </div>
      </Modal>
      <Modal
        open={reminding}
        onClose={() => {
          setReminding(false);
          setRemindAt(Date.now() + ROOM_REMINDER_MINUTES * 60_000);
        }}
        title={th('host.reminderTitle')}
        description={th('host.reminderText', { count: ROOM_REMINDER_MINUTES })}
        size="sm"
      >
        <div className="row">
          <Button onClick={() => void end()}>{th('host.end')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setReminding(false);
              setRemindAt(Date.now() + ROOM_REMINDER_MINUTES * 60_000);
            }}
          >
            {th('host.keepPlaying')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function JoinPanel({ room }: { room: HostView }) {
  const { t: th } = useTranslation('host');
  return (
    <JoinCode
      code={room.code}
      page={joinPath()}
      withCode={
        room.check ? (
          <div className="room-check" data-testid="join-check">
            <p className="room-check-label">{th('host.checkTitle')}</p>
            <p className="room-check-code">{room.check.code}</p>
          </div>
        ) : null
      }
    >
      <p className="room-count">{th('host.players', { count: room.players.filter((p) => !p.removed).length, capacity: room.capacity })}</p>
    </JoinCode>
  );
}

type Act = (action: () => Promise<unknown>) => Promise<void>;

function Toggle({ label, on, disabled, onChange }: { label: string; on: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" className={on ? 'host-toggle on' : 'host-toggle'} aria-pressed={on} disabled={disabled} onClick={() => onChange(!on)}>
      <span className="host-toggle-knob" aria-hidden="true" />
      {label}
    </button>
  );
}

function Controls({ room, busy, act, onRoom, onEnd }: { room: HostView; busy: boolean; act: Act; onRoom: (r: HostView) => void; onEnd: () => void }) {
  const { t: th } = useTranslation('host');
  const waiting = room.state === 'waiting';
  // Start goes once pressed: the focus it had moves to End, not to the page's body
  const endButton = useRef<HTMLButtonElement>(null);
  const wasWaiting = useRef(waiting);
  const focusEnd = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) focusEnd.current = true;
    wasWaiting.current = waiting;
    // the start may be heard on the stream before its own answer: End is enabled once that is in
    if (!focusEnd.current || busy) return;
    focusEnd.current = false;
    if (document.activeElement === document.body || document.activeElement === null) endButton.current?.focus();
  }, [waiting, busy]);
  const set = (settings: Parameters<typeof changeSettings>[1]) => act(async () => onRoom(await changeSettings(room.code, settings)));
  // Names from one of the teacher's classes: each child picks their own and keeps their result (decision 035).
  const classes = useQuery({ queryKey: ['accounts', 'classes'], queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode), retry: false });
  const names = room.settings.nickname_mode === 'roster' ? `roster:${room.settings.class_id ?? ''}` : room.settings.nickname_mode;
  const chooseNames = (value: string) =>
    void set(value.startsWith('roster:') ? { nickname_mode: 'roster', class_id: value.slice('roster:'.length) } : { nickname_mode: value as 'free' | 'generated' });
  const rosterOptions = (classes.data?.classes ?? []).map((c) => ({ value: `roster:${c.id}`, name: c.name }));
  if (room.settings.nickname_mode === 'roster' && !rosterOptions.some((o) => o.value === names)) rosterOptions.push({ value: names, name: room.settings.class_name ?? '' });
  return (
    <section className="host-controls" aria-labelledby="controls-title">
      <h2 id="controls-title" className="visually-hidden">
        {th('host.controls')}
      </h2>
      <div className="row">
        {waiting ? (
          <Button onClick={() => void act(async () => onRoom(await startRoom(room.code)))} disabled={busy}>
            {th('host.start')}
          </Button>
        ) : null}
        {room.state === 'started' && room.settings.pace === 'together' ? (
          <Button onClick={() => void act(async () => onRoom(await nextRound(room.code)))} disabled={busy || (room.round ?? 0) + 1 >= room.item_count}>
            {th('host.next')}
          </Button>
        ) : null}
        <Button ref={endButton} variant="secondary" onClick={onEnd} disabled={busy}>
          {th('host.end')}
        </Button>
      </div>
      <div className="host-toggles">
        <Toggle label={th('host.lock')} on={room.settings.locked} disabled={busy} onChange={(locked) => void set({ locked })} />
        <Toggle label={th('host.joinCheck')} on={room.settings.join_check} disabled={busy} onChange={(join_check) => void set({ join_check })} />
        <Toggle label={th('host.speedBonus')} on={room.settings.speed_bonus} disabled={busy || !waiting} onChange={(speed_bonus) => void set({ speed_bonus })} />
        <label className="host-select">
          {th('host.timer')}{' '}
          <select
            value={room.settings.seconds_per_question ?? ''}
            disabled={busy || !waiting}
            onChange={(e) => void set({ seconds_per_question: e.target.value === '' ? null : (Number(e.target.value) as QuestionSeconds) })}
          >
            <option value="">{th('host.timerNone')}</option>
            {QUESTION_SECONDS.map((n) => (
              <option key={n} value={n}>
                {th('host.timerSeconds', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="host-select">
          {th('host.pace')}{' '}
          <select value={room.settings.pace} disabled={busy || !waiting} onChange={(e) => void set({ pace: e.target.value as Pace })}>
            <option value="self">{th('host.paceSelf')}</option>
            <option value="together">{th('host.paceTogether')}</option>
          </select>
        </label>
        <label className="host-select">
          {th('host.names')}{' '}
          <select value={names} disabled={busy || !waiting || room.players.length > 0} onChange={(e) => chooseNames(e.target.value)}>
            <option value="free">{th('host.namesFree')}</option>
            <option value="generated">{th('host.namesGenerated')}</option>
            {rosterOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {th('host.namesRoster', { name: o.name })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {room.settings.locked ? <p className="hint">{th('host.lockedHint')}</p> : null}
    </section>
  );
}

function SeatRequests({ room, act, onRoom }: { room: HostView; act: Act; onRoom: (r: HostView) => void }) {
  const { t: th } = useTranslation('host');
  if (room.seat_requests.length === 0) return null;
  return (
    <section className="host-requests" aria-labelledby="requests-title">
      <h2 id="requests-title">{th('host.requestsTitle')}</h2>
      <ul>
        {room.seat_requests.map((r) => (
          <li key={r.player_id}>
            <span>{th('host.requestText', { nickname: r.nickname })}</span>{' '}
            <Button size="sm" onClick={() => void act(async () => onRoom(await decideSeat(room.code, r.player_id, true)))}>
              {th('host.admit', { nickname: r.nickname })}
            </Button>{' '}
            <Button size="sm" variant="secondary" onClick={() => void act(async () => onRoom(await decideSeat(room.code, r.player_id, false)))}>
              {th('host.refuse', { nickname: r.nickname })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * While the class joins: every name in large type, several to a row, so a
 * class of thirty finds itself on the projected screen from the back of the
 * room (the table below, for the teacher's hands, holds a dozen rows a screen).
 */
function NameWall({ room }: { room: HostView }) {
  const { t: th } = useTranslation('host');
  const joined = room.players.filter((p) => !p.removed);
  if (joined.length === 0) return null;
  return (
    <section className="host-wall" aria-labelledby="wall-title">
      <h2 id="wall-title">{th('host.wallTitle', { count: joined.length })}</h2>
      <ul className="name-wall">
        {joined.map((p) => (
          <li key={p.id} className="pop">
            <bdi>{p.nickname}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Players({ room, act, onPlayer }: { room: HostView; act: Act; onPlayer: (p: HostPlayer) => void }) {
  const { t: th } = useTranslation('host');
  const players = room.state === 'waiting' ? room.players : [...room.players].sort(byStanding);
  // pace 'together': who answered the open question; self pace: how far each child is
  const current = room.settings.pace === 'together' ? room.round : null;
  const answeredNow = current !== null ? room.players.filter((p) => !p.removed && p.answers[current] != null).length : null;
  const [takingOut, setTakingOut] = useState<HostPlayer | null>(null);
  return (
    <section aria-labelledby="players-title" className="host-players">
      <h2 id="players-title">{th('host.playersTitle')}</h2>
      {answeredNow !== null ? <p className="host-answered-now">{th('host.answeredNow', { count: answeredNow, n: (current ?? 0) + 1 })}</p> : null}
      {players.length === 0 ? <p>{th('host.nobodyYet')}</p> : null}
      {players.length ? (
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="players-title">
          <table className="room-scoreboard">
            <thead>
              <tr>
                <th scope="col">{th('host.nickname')}</th>
                <th scope="col">{th('host.statusTitle')}</th>
                <th scope="col">{th('host.score')}</th>
                {/* with the bonus on, the order of the table counts it: the teacher sees why a row is above another */}
                {room.settings.speed_bonus ? <th scope="col">{th('host.bonus')}</th> : null}
                <th scope="col">{th('host.answered')}</th>
                <th scope="col">{th('host.extraTime')}</th>
                <th scope="col">{th('host.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.id} className={p.removed ? 'removed' : undefined} data-status={p.removed ? 'removed' : p.status}>
                  <th scope="row">
                    <span className={p.connected ? 'presence on' : 'presence'} role="img" aria-label={p.connected ? th('host.online') : th('host.offline')} />
                    <bdi>{p.nickname}</bdi>
                  </th>
                  <td>
                    <span className={`status-pill ${p.removed ? 'removed' : p.status}`}>{th(statusKey(p))}</span>
                    {current !== null && p.answers[current] != null ? <span className="answered-now"> {th('host.answeredThis')}</span> : null}
                  </td>
                  <td>{p.score}</td>
                  {room.settings.speed_bonus ? <td>{p.bonus}</td> : null}
                  <td>
                    <span className="visually-hidden">{th('host.answeredOf', { n: p.answered, total: room.item_count })}</span>
                    <span className="answer-dots" aria-hidden="true">
                      {p.answers.map((a, i) => (
                        <span key={i} className={a === true ? 'dot right' : a === false ? 'dot wrong' : 'dot'} />
                      ))}
                    </span>
                  </td>
                  <td>
                    <select
                      aria-label={th('host.extraTimeFor', { nickname: p.nickname })}
                      value={p.extra_time}
                      disabled={p.removed}
                      onChange={(e) => void act(async () => onPlayer(await giveExtraTime(room.code, p.id, e.target.value as ExtraTime)))}
                    >
                      {EXTRA_TIMES.map((x) => (
                        <option key={x} value={x}>
                          {th(`host.extra.${x}`, { percent: Math.round((EXTRA_TIME_FACTOR[x] - 1) * 100) })}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {p.removed ? (
                      <Button size="sm" variant="secondary" onClick={() => void act(async () => onPlayer(await letPlayerIn(room.code, p.id)))}>
                        {th('host.letIn', { nickname: p.nickname })}
                      </Button>
                    ) : (
                      <>
                        <Button size="sm" variant="ghost" onClick={() => void act(async () => onPlayer(await hostRenamePlayer(room.code, p.id)))}>
                          {th('host.rename', { nickname: p.nickname })}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setTakingOut(p)}>
                          {th('host.remove', { nickname: p.nickname })}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {/* taking a child out is asked first: the table re-sorts as answers come in, and a tap can land on the wrong row */}
      <Modal
        open={takingOut !== null}
        onClose={() => setTakingOut(null)}
        title={th('host.removeTitle', { nickname: takingOut?.nickname ?? '' })}
        description={th('host.removeText')}
        size="sm"
      >
        <div className="row">
          <Button
            onClick={() => {
              const child = takingOut!;
              setTakingOut(null);
              void act(async () => onPlayer(await removePlayer(room.code, child.id)));
            }}
          >
            {th('host.removeConfirm', { nickname: takingOut?.nickname ?? '' })}
          </Button>
          <Button variant="secondary" onClick={() => setTakingOut(null)}>
            {th('host.deleteCancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

/** Names on one step of the podium; a tie of more is counted, and the table lists every child. */
const PODIUM_NAMES = 3;

/** After the end: a podium, the full table, the download, and deleting the guests' results. */
export function Ended({ room }: { room: HostView }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const [results, setResults] = useState<HostResults | null>(null);
  // Deleted only when the server says so (its 410 for the results, or the 'results-deleted' event):
  // a screen that has just ended the room may not have heard results_until yet (the End answer can
  // come before the 'ended' event), and taking that for "deleted" hid the podium and the download.
  const [deleted, setDeleted] = useState(false);
  const hadResults = useRef(room.results_until !== null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (deleted) return;
    let live = true;
    hostResults(room.code).then(
      (r) => live && setResults(r),
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        if (p.kind === 'ended') setDeleted(true);
        else setError(roomProblemText(t, p));
      },
    );
    return () => {
      live = false;
    };
  }, [room.code, deleted, t]);
  useEffect(() => {
    if (room.results_until !== null) hadResults.current = true;
    else if (hadResults.current) setDeleted(true);
  }, [room.results_until]);

  async function remove() {
    setAsking(false);
    try {
      await deleteResults(room.code);
      setDeleted(true);
      setResults(null);
    } catch (err) {
      setError(roomProblemText(t, problemOf(err)));
    }
  }

  const ranked = (results?.players ?? []).filter((p) => p.rank !== null);
  // one step per place of the top three; children who tie share their step (the table lists everyone)
  const podium = [...new Set(ranked.map((p) => p.rank!).filter((r) => r <= 3))].map((rank) => ({ rank, players: ranked.filter((p) => p.rank === rank) }));
  return (
    <section aria-labelledby="ended-title" className="host-ended">
      <h2 id="ended-title" ref={headingRef} tabIndex={-1}>
        {th('host.endedTitle')}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {deleted ? (
        <p>{th('host.endedDeleted')}</p>
      ) : !results ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          {podium.length ? (
            <ol className="podium" aria-label={th('host.podium')}>
              {podium.map((step) => (
                <li key={step.rank} className={`podium-${step.rank}`}>
                  <span className="podium-rank">{th('host.place', { rank: step.rank })}</span>
                  {step.players.slice(0, PODIUM_NAMES).map((p) => (
                    <bdi key={p.id} className="podium-name">
                      {p.nickname}
                    </bdi>
                  ))}
                  {step.players.length > PODIUM_NAMES ? <span className="podium-more">{th('host.andMore', { count: step.players.length - PODIUM_NAMES })}</span> : null}
                  <span className="podium-score">{th('host.points', { count: step.players[0]!.score })}</span>
                  {results.speed_bonus ? (
                    <span className="podium-bonus">
                      {th('host.bonus')}: {step.players[0]!.bonus}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          <div className="table-scroll" tabIndex={0} role="group" aria-label={th('host.resultsTable')}>
            <table className="room-scoreboard results-table">
              <caption>{th('host.resultsTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{th('host.rank')}</th>
                  <th scope="col">{th('host.nickname')}</th>
                  <th scope="col">{th('host.score')}</th>
                  {results.speed_bonus ? <th scope="col">{th('host.bonus')}</th> : null}
                  <th scope="col">{th('host.answered')}</th>
                  <th scope="col">{th('host.statusTitle')}</th>
                </tr>
              </thead>
              <tbody>
                {results.players.map((p) => (
                  <tr key={p.id}>
                    <td>{p.rank ?? '—'}</td>
                    <th scope="row">{p.nickname}</th>
                    <td>{p.score}</td>
                    {results.speed_bonus ? <td>{p.bonus}</td> : null}
                    <td>{th('host.answeredOf', { n: p.answered, total: results.item_count })}</td>
                    <td>{p.removed ? th('host.status.removed') : th(`host.status.${p.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="hint">{th('host.keptUntil', { date: new Date(results.results_until).toLocaleString() })}</p>
          <div className="row">
            <a className="btn btn-primary" href={resultsCsvUrl(room.code)} download={`results-${room.code}.csv`}>
              {th('host.download')}
            </a>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {th('host.deleteResults')}
            </Button>
          </div>
        </>
      )}
      <Modal open={asking} onClose={() => setAsking(false)} title={th('host.deleteTitle')} description={th('host.deleteText')} size="sm">
        <div className="row">
          <Button onClick={() => void remove()}>{th('host.deleteConfirm')}</Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {th('host.deleteCancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
