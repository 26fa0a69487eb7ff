import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseRoomCode } from '@numbloom/domain/games';
import type { HostView } from '@numbloom/domain/games-schema';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { arenaPath, endRoom, notifyStudents, startRoom } from '../shared/api.ts';
import { Standings, useTimeLeft } from '../shared/race-parts.tsx';
import { useRoomProblemText } from '../shared/problem-text.ts';
import { FullScreenButton, JoinCode } from '../shared/projected.tsx';
import { NameWall } from '../shared/name-wall.tsx';
import { ArenaHostControls } from './arena-host-controls.tsx';
import { useArenaHost, useRowsRead } from './use-arena-host.ts';
import '../rooms.css';

/**
 * Whether the teacher ended the Arena before its time was up (the projected screen then says so,
 * not "Time is up!"). A second's grace: the clock's own end is stamped when the server's timer runs.
 */
export function endedBeforeTheBell(room: Pick<HostView, 'state' | 'ended_at' | 'ends_at'>): boolean {
  if (room.state !== 'ended' || room.ended_at === null || room.ends_at === null) return false;
  return Date.parse(room.ended_at) < Date.parse(room.ends_at) - 1000;
}

/**
 * /arena/host/{code}/: the teacher's Arena screen, made to be projected: the
 * code and where to type it, Tell my class (its students see a button on
 * their own pages), Start, the time left, the top ten (ties share a place),
 * how many play and the live answer counts (before the start, the names, as many as fit the
 * screen, decision 091), End now, and the host's
 * moderation folded behind one button (arena-host-controls.tsx); after the
 * bell, the final standings, the focus on their heading.
 */
export function ArenaHostPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const code = normaliseRoomCode(useParams().code ?? '');
  const host = useArenaHost(code);
  const { room, setRoom, board, problem, busy, act } = host;
  const [notified, setNotified] = useState<number | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const timeLeft = useTimeLeft(room?.ends_at ?? null);
  const ended = room?.state === 'ended';
  const waiting = room?.state === 'waiting';
  useRowsRead(host, waiting);
  const heading = useRef<HTMLHeadingElement>(null);
  // the end moves the teacher's focus to the result's heading, and a screen reader reads it (as the class game does)
  useEffect(() => {
    if (ended) heading.current?.focus();
  }, [ended]);

  if (problem && !room) return <div className="container rooms"><Alert tone="error">{problemText(problem)}</Alert></div>;
  // loading in the screen's own frame, as the class game's host screen does (no shift as the screen comes)
  if (!room) return <div className="host-screen arena-host page-loading"><Spinner label={t('loading')} /></div>;
  const endedEarly = endedBeforeTheBell(room);
  const joined = room.players.filter((p) => !p.removed);
  return (
    <div className="host-screen arena-host">
      <header className="host-bar">
        <h1 ref={heading} tabIndex={-1}>{ended ? t('arena.finalTitle') : t('arena.hostTitle')}</h1>
        <FullScreenButton />
      </header>
      {problem ? <Alert tone="error">{problemText(problem)}</Alert> : null}
      <div className={ended ? 'host-main' : 'host-grid'}>
        {!ended ? <JoinCode code={room.code} page={arenaPath()} withCode={<CheckNumber room={room} />} /> : null}
        <div className="host-main">
          <div className="arena-stats" role="group" aria-label={t('arena.live')}>
            <p className="arena-clock" data-testid="time-left">
              {room.state === 'waiting' ? t('arena.length', { count: Math.round((room.duration_seconds ?? 0) / 60) }) : ended ? t(endedEarly ? 'arena.endedEarly' : 'arena.bell') : t('arena.timeLeft', { time: timeLeft })}
            </p>
            <p data-testid="arena-players">{t('arena.players', { count: board?.players ?? 0 })}</p>
            <p data-testid="arena-answers">{t('arena.answers', { count: board?.answers ?? 0, correct: board?.correct ?? 0 })}</p>
          </div>
          <div className="row">
            {room.state === 'waiting' ? (
              <Button onClick={() => act(async () => setRoom(await startRoom(room.code)))} disabled={busy}>
                {t('arena.start')}
              </Button>
            ) : null}
            {!ended && room.settings.class_id ? (
              <Button variant="secondary" onClick={() => act(async () => setNotified((await notifyStudents(room.code)).students))} disabled={busy}>
                {t('arena.notify')}
              </Button>
            ) : null}
            {room.state === 'started' ? (
              <Button variant="secondary" onClick={() => setConfirmEnd(true)} disabled={busy}>
                {t('arena.endNow')}
              </Button>
            ) : null}
          </div>
          <p role="status">{ended ? t('arena.finalTitle') : notified !== null ? t('arena.notified', { count: notified }) : ''}</p>
          <ArenaHostControls host={host} />
          {waiting ? (
            <NameWall players={joined} total={Math.max(board?.players ?? 0, joined.length)} fit />
          ) : (
            <>
              <h2>{t('arena.leaderboard')}</h2>
              <Standings top={board?.top ?? []} empty={t('arena.nobodyYet')} label={t('arena.leaderboard')} />
            </>
          )}
        </div>
      </div>
      <EndNow open={confirmEnd && room.state === 'started'} busy={busy} onClose={() => setConfirmEnd(false)} onEnd={() =>
        act(async () => {
          setConfirmEnd(false);
          await endRoom(room.code);
          // the 'ended' event brings the server's own time; until then, now
          setRoom((r) => (r ? { ...r, state: 'ended', ended_at: r.ended_at ?? new Date().toISOString() } : r));
        })
      } />
    </div>
  );
}

/** The number children type with the code while the join check is on: on the board, for those in the room. */
function CheckNumber({ room }: { room: HostView }) {
  const { t: th } = useTranslation('host');
  if (!room.check) return null;
  return (
    <div className="room-check" data-testid="join-check">
      <p className="room-check-label">{th('host.checkTitle')}</p>
      <p className="room-check-code">{room.check.code}</p>
    </div>
  );
}

function EndNow({ open, busy, onClose, onEnd }: { open: boolean; busy: boolean; onClose: () => void; onEnd: () => void }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  return (
    <Modal open={open} onClose={onClose} title={t('arena.endConfirm')} description={th('host.confirmEndText')} size="sm">
      <div className="row">
        <Button onClick={onEnd} disabled={busy}>
          {th('host.confirmEnd')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {th('host.keepPlaying')}
        </Button>
      </div>
    </Modal>
  );
}
