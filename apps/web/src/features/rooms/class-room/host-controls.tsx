import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type TeacherClass } from '@numbloom/domain/accounts';
import { QUESTION_SECONDS, type Pace, type QuestionSeconds } from '@numbloom/domain/games';
import type { HostView } from '@numbloom/domain/games-schema';
import { apiGet } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { changeSettings, decideSeat, startRoom } from '../shared/api.ts';
import type { ControlsFold } from '../shared/controls-fold.ts';

export type Act = (action: () => Promise<unknown>) => Promise<void>;

function Toggle({ label, on, disabled, onChange }: { label: string; on: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" className={on ? 'host-toggle on' : 'host-toggle'} aria-pressed={on} disabled={disabled} onClick={() => onChange(!on)}>
      <span className="host-toggle-knob" aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * Start and End, and the Controls button (decision 091): the settings, the seat requests
 * and (in the players' table) each child's buttons show only once it is pressed, so the projected
 * screen shows none of them; a request to come back in is said without its buttons.
 */
export function Controls({ room, busy, act, onRoom, onEnd, fold }: { room: HostView; busy: boolean; act: Act; onRoom: (r: HostView) => void; onEnd: () => void; fold: ControlsFold }) {
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
        <Button ref={endButton} variant="secondary" onClick={onEnd} disabled={busy}>
          {th('host.end')}
        </Button>
        <Button variant="secondary" {...fold.button}>
          {th('host.controls')}
        </Button>
      </div>
      {!fold.open && room.seat_requests.length ? <p className="hint">{th('host.requestsWaiting', { count: room.seat_requests.length })}</p> : null}
      {fold.open ? (
        <div className="host-control-panel" {...fold.panel}>
          <Settings room={room} busy={busy} set={set} />
          <SeatRequests room={room} act={act} onRoom={onRoom} />
        </div>
      ) : null}
    </section>
  );
}

function Settings({ room, busy, set }: { room: HostView; busy: boolean; set: (settings: Parameters<typeof changeSettings>[1]) => Promise<void> }) {
  const { t: th } = useTranslation('host');
  const waiting = room.state === 'waiting';
  // Names from one of the teacher's classes: each child picks their own and keeps their result (decision 035).
  const classes = useQuery({ queryKey: ['accounts', 'classes'], queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode), retry: false });
  const names = room.settings.nickname_mode === 'roster' ? `roster:${room.settings.class_id ?? ''}` : room.settings.nickname_mode;
  const chooseNames = (value: string) =>
    void set(value.startsWith('roster:') ? { nickname_mode: 'roster', class_id: value.slice('roster:'.length) } : { nickname_mode: value as 'free' | 'generated' });
  const rosterOptions = (classes.data?.classes ?? []).map((c) => ({ value: `roster:${c.id}`, name: c.name }));
  if (room.settings.nickname_mode === 'roster' && !rosterOptions.some((o) => o.value === names)) rosterOptions.push({ value: names, name: room.settings.class_name ?? '' });
  return (
    <>
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
    </>
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

