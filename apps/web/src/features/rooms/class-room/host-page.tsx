import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { normaliseRoomCode, ROOM_REMINDER_MINUTES } from '@numbloom/domain/games';
import type { HostView } from '@numbloom/domain/games-schema';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { pagePath } from '../../../lib/page-path.ts';
import { WithName } from '../../../ui/lang.tsx';
import { endRoom, joinPath } from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';
import { FullScreenButton, JoinCode } from '../shared/projected.tsx';
import { useHostAction } from '../shared/host-action.ts';
import { useControlsFold } from '../shared/controls-fold.ts';
import { useHostRoom } from './host-room.ts';
import { Controls } from './host-controls.tsx';
import { NameWall, Players } from './host-players.tsx';
import { Ended } from './host-ended.tsx';
import { TogetherQuestion } from './host-question.tsx';
import '../rooms.css';

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
  const { room, setRoom, problem, setProblem, connection, announcement, upsertPlayer } = useHostRoom(code);
  const { busy, act } = useHostAction(setProblem);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [remindAt, setRemindAt] = useState<number | null>(null);
  const [reminding, setReminding] = useState(false);
  const fold = useControlsFold('host-controls-panel');

  // The reminder counts from the start of play (spec §4: a popup asks whether to end after some minutes).
  const startedAt = room?.started_at ? Date.parse(room.started_at) : null;
  useEffect(() => {
    if (startedAt === null || room?.state !== 'started') return;
    const at = remindAt ?? startedAt + ROOM_REMINDER_MINUTES * 60_000;
    const timer = setTimeout(() => setReminding(true), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt, remindAt, room?.state]);

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
        {announcement ? <WithName text={(nickname) => th(announcement.key, { nickname })} name={announcement.nickname} /> : null}
      </p>
      {room.state === 'started' && room.settings.pace === 'together' ? <TogetherQuestion room={room} busy={busy} act={act} onRoom={setRoom} /> : null}
      {room.state === 'ended' ? (
        <Ended room={room} />
      ) : (
        <div className="host-grid">
          <JoinPanel room={room} />
          <div className="host-main">
            <Controls room={room} busy={busy} act={act} onRoom={setRoom} onEnd={() => setConfirmEnd(true)} fold={fold} />
            {room.state === 'waiting' ? <NameWall room={room} /> : null}
            <Players room={room} act={act} onPlayer={upsertPlayer} controls={fold.open} />
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
