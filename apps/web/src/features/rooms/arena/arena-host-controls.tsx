import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostPlayer, HostView, SettingsRequest } from '@numbloom/domain/games-schema';
import { Button } from '../../../ui/button.tsx';
import { TakeOutDialog } from '../shared/take-out-dialog.tsx';
import { changeSettings, hostRenamePlayer, letPlayerIn, removePlayer } from '../shared/api.ts';
import { useControlsFold } from '../shared/controls-fold.ts';
import { useRowsRead, withPlayer, type ArenaHost } from './use-arena-host.ts';

function Switch({ label, on, disabled, onChange }: { label: string; on: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" className={on ? 'host-toggle on' : 'host-toggle'} aria-pressed={on} disabled={disabled} onClick={() => onChange(!on)}>
      <span className="host-toggle-knob" aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * The Arena host's moderation (decision 089): lock the room, the join check, and each child's row
 * with "give a made-up name", "take out" and "let back in". Folded away behind one button so the
 * projected board shows none of it (and no child's name next to a "take out"): the teacher opens it
 * on their own device, or for a moment on the board. Escape closes it, the focus back on its button.
 */
export function ArenaHostControls({ host }: { host: ArenaHost }) {
  const { t: th } = useTranslation('host');
  const { room, setRoom, busy, act } = host;
  const fold = useControlsFold('arena-controls-panel');
  const [takingOut, setTakingOut] = useState<HostPlayer | null>(null);
  // the lobby's wall reads the rows already (arena-host-page.tsx)
  useRowsRead(host, fold.open && room?.state !== 'waiting');
  if (!room || room.state === 'ended') return null;
  const onPlayer = (p: HostPlayer) => setRoom((r) => (r ? withPlayer(r, p) : r));
  const set = (settings: SettingsRequest) => act(async () => setRoom(await changeSettings(room.code, settings)));
  return (
    <section className="arena-controls" aria-label={th('host.controls')}>
      <Button variant="secondary" {...fold.button}>
        {th('host.controls')}
      </Button>
      {fold.open ? (
        <div className="host-controls" {...fold.panel}>
          <div className="row">
            <Switch label={th('host.lock')} on={room.settings.locked} disabled={busy} onChange={(locked) => void set({ locked })} />
            <Switch label={th('host.joinCheck')} on={room.settings.join_check} disabled={busy} onChange={(join_check) => void set({ join_check })} />
          </div>
          {room.settings.locked ? <p className="hint">{th('host.lockedHint')}</p> : null}
          <PlayerRows room={room} busy={busy} onRename={(p) => void act(async () => onPlayer(await hostRenamePlayer(room.code, p.id)))} onTakeOut={setTakingOut} onLetIn={(p) => void act(async () => onPlayer(await letPlayerIn(room.code, p.id)))} />
        </div>
      ) : null}
      {/* taking a child out is asked first: a tap on a long list can land on the wrong row */}
      <TakeOutDialog child={takingOut} close={() => setTakingOut(null)} takeOut={(child) => void act(async () => onPlayer(await removePlayer(room.code, child.id)))} busy={busy} />
    </section>
  );
}

function PlayerRows({ room, busy, onRename, onTakeOut, onLetIn }: { room: HostView; busy: boolean; onRename: (p: HostPlayer) => void; onTakeOut: (p: HostPlayer) => void; onLetIn: (p: HostPlayer) => void }) {
  const { t: th } = useTranslation('host');
  return (
    <>
      <h2 id="arena-players-title">{th('host.playersTitle')}</h2>
      {room.players.length === 0 ? (
        <p>{th('host.nobodyYet')}</p>
      ) : (
        <ul className="arena-player-rows" aria-labelledby="arena-players-title">
          {room.players.map((p) => (
            <li key={p.id} className={p.removed ? 'removed' : undefined} data-testid="arena-player-row">
              <bdi>{p.nickname}</bdi>
              {p.removed ? (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onLetIn(p)}>
                  {th('host.letIn', { nickname: p.nickname })}
                </Button>
              ) : (
                <>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRename(p)}>
                    {th('host.rename', { nickname: p.nickname })}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => onTakeOut(p)}>
                    {th('host.remove', { nickname: p.nickname })}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
