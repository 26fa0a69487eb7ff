import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { normaliseRoomCode, ROOM_PATHS, ROOM_REMINDER_MINUTES, type HostRoom, type RoomEvent, type RoomPlayer } from '@numbloom/domain/rooms';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { endRoom, followRoom, hostRoom, joinPath, RoomCallError, startRoom, type RoomProblem } from './api.ts';
import { useRoomProblemText } from './room-notice.tsx';
import './rooms.css';

const byScore = (a: RoomPlayer, b: RoomPlayer) => b.score - a.score || a.nickname.localeCompare(b.nickname);

/** A player event folded into the room the host sees. */
function apply(room: HostRoom, event: RoomEvent): HostRoom {
  switch (event.type) {
    case 'player-joined':
    case 'player-answered': {
      const others = room.players.filter((p) => p.id !== event.player.id);
      return { ...room, players: [...others, event.player] };
    }
    case 'started':
      return { ...room, state: 'started', started_at: event.started_at };
    case 'ended':
      return { ...room, state: 'ended', players: [] };
  }
}

/**
 * /host/{code}/: the teacher's screen for a room. The code big enough to read
 * from the back of the class and the address to type it in, the nicknames as
 * children join, Start, a live scoreboard, End activity, and a reminder to end
 * after ROOM_REMINDER_MINUTES of play.
 */
export function HostPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const code = normaliseRoomCode(useParams().code ?? '');
  const [room, setRoom] = useState<HostRoom | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [remindAt, setRemindAt] = useState<number | null>(null);
  const [reminding, setReminding] = useState(false);

  useEffect(() => {
    let live = true;
    hostRoom(code).then(
      (r) => live && setRoom(r),
      (err: unknown) => live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null }),
    );
    const stop = followRoom<HostRoom>(ROOM_PATHS.hostEvents(code), {
      room: (r) => live && setRoom(r),
      event: (e) => {
        if (!live) return;
        setRoom((r) => (r ? apply(r, e) : r));
        if (e.type === 'player-joined') setAnnouncement(t('host.joined', { nickname: e.player.nickname }));
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [code, t]);

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
    try {
      await action();
    } catch (err) {
      setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null });
    } finally {
      setBusy(false);
    }
  }
  const start = () => act(async () => setRoom(await startRoom(code)));
  const end = () =>
    act(async () => {
      setReminding(false);
      await endRoom(code);
      setRoom((r) => (r ? { ...r, state: 'ended', players: [] } : r));
    });

  if (problem && !room) {
    const login = problem.kind === 'other' && problem.message && /log in/i.test(problem.message);
    return (
      <div className="container rooms">
        <Alert tone="error">{login ? t('host.loginFirst') : problemText(problem)}</Alert>
        {login ? <Link to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(location.pathname)}`}>{t('host.login')}</Link> : null}
      </div>
    );
  }
  if (!room) return <div className="container rooms page-loading"><Spinner label={t('loading')} /></div>;

  const players = [...room.players].sort(room.state === 'waiting' ? (a, b) => a.nickname.localeCompare(b.nickname) : byScore);
  const address = `${location.origin}${joinPath()}`;
  return (
    <div className="container rooms host-page">
      <h1>{t('host.title')}</h1>
      {problem ? <Alert tone="error">{problemText(problem)}</Alert> : null}
      {room.state === 'ended' ? (
        <section aria-labelledby="ended-title" className="panel">
          <h2 id="ended-title">{t('host.endedTitle')}</h2>
          <p>{t('host.endedText')}</p>
        </section>
      ) : (
        <>
          <section className="room-code-panel" aria-labelledby="code-title">
            <h2 id="code-title">{t('host.codeTitle')}</h2>
            <p className="room-code" data-testid="room-code">
              {room.code}
            </p>
            <p>
              {t('host.goTo')} <strong className="room-address">{address}</strong>
            </p>
          </section>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          <div className="row">
            {room.state === 'waiting' ? (
              <Button onClick={start} disabled={busy}>
                {t('host.start')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={end} disabled={busy}>
              {t('host.end')}
            </Button>
          </div>
          {room.state === 'waiting' ? (
            <section aria-labelledby="players-title">
              <h2 id="players-title">{t('host.players', { count: players.length, capacity: room.capacity })}</h2>
              {players.length === 0 ? <p>{t('host.nobodyYet')}</p> : null}
              <ul className="room-players" aria-labelledby="players-title">
                {players.map((p) => (
                  <li key={p.id}>{p.nickname}</li>
                ))}
              </ul>
            </section>
          ) : (
            <section aria-labelledby="board-title">
              <h2 id="board-title">{t('host.scoreboard')}</h2>
              <table className="room-scoreboard">
                <thead>
                  <tr>
                    <th scope="col">{t('host.rank')}</th>
                    <th scope="col">{t('host.nickname')}</th>
                    <th scope="col">{t('host.score')}</th>
                    <th scope="col">{t('host.answered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {players.map((p, i) => (
                    <tr key={p.id}>
                      <td>{i + 1}</td>
                      <th scope="row">{p.nickname}</th>
                      <td>{p.score}</td>
                      <td>{t('host.answeredOf', { n: p.answered, total: room.item_count })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
      <Modal
        open={reminding}
        onClose={() => {
          setReminding(false);
          setRemindAt(Date.now() + ROOM_REMINDER_MINUTES * 60_000);
        }}
        title={t('host.reminderTitle')}
        description={t('host.reminderText', { minutes: ROOM_REMINDER_MINUTES })}
        size="sm"
      >
        <div className="row">
          <Button onClick={end}>{t('host.end')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setReminding(false);
              setRemindAt(Date.now() + ROOM_REMINDER_MINUTES * 60_000);
            }}
          >
            {t('host.keepPlaying')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
