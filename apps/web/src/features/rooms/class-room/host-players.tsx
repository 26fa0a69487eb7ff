import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRA_TIME_FACTOR, EXTRA_TIMES, type ExtraTime, type PlayerStatus } from '@numbloom/domain/games';
import type { Act } from './host-controls.tsx';
import type { HostPlayer, HostView } from '@numbloom/domain/games-schema';
import { Button } from '../../../ui/button.tsx';
import { WithName } from '../../../ui/lang.tsx';
import { TakeOutDialog } from '../shared/take-out-dialog.tsx';
import { NameWall as Wall } from '../shared/name-wall.tsx';
import { giveExtraTime, letPlayerIn, removePlayer, hostRenamePlayer } from '../shared/api.ts';

const byStanding = (a: HostPlayer, b: HostPlayer) => b.score - a.score || b.bonus - a.bonus || a.nickname.localeCompare(b.nickname);

/**
 * Together, while a question is open (decision 090): the projected table tells who has answered it,
 * not who was right. Its mark shows as answered, the score as it was before it, and the rows are
 * ordered by that score (a row moving up would say the answer was right); the rest comes at the close.
 */
function openQuestion(room: HostView): number | null {
  return room.state === 'started' && room.settings.pace === 'together' && room.round !== null && room.round_closed_at === null ? room.round : null;
}
const beforeIt = (p: HostPlayer, open: number): HostPlayer => ({ ...p, score: p.score - (p.answers[open] === true ? 1 : 0) });
// the bonus has the open answer's in it: not counted in the order until the close
const byScoreBefore = (a: HostPlayer, b: HostPlayer) => b.score - a.score || a.nickname.localeCompare(b.nickname);

/** What a child's row says: taken out, or their status. */
const statusKey = (p: HostPlayer): string => (p.removed ? 'host.status.removed' : `host.status.${p.status satisfies PlayerStatus}`);
/** While the class joins: every name in the room, large enough for the back of the room (decision 091). */
export function NameWall({ room }: { room: HostView }) {
  const joined = room.players.filter((p) => !p.removed);
  return <Wall players={joined} total={joined.length} />;
}

/**
 * Each child live, for the teacher; the extra time and a child's buttons only with the controls
 * open (decision 091). While the class joins, the wall shows the names and the table only comes
 * with the controls.
 */
export function Players({ room, act, onPlayer, controls }: { room: HostView; act: Act; onPlayer: (p: HostPlayer) => void; controls: boolean }) {
  const { t: th } = useTranslation('host');
  const waiting = room.state === 'waiting';
  const open = openQuestion(room);
  const players = waiting ? room.players : open !== null ? room.players.map((p) => beforeIt(p, open)).sort(byScoreBefore) : [...room.players].sort(byStanding);
  // pace 'together': who answered the open question; self pace: how far each child is
  const current = room.settings.pace === 'together' ? room.round : null;
  const answeredNow = current !== null ? room.players.filter((p) => !p.removed && p.answers[current] != null).length : null;
  const [takingOut, setTakingOut] = useState<HostPlayer | null>(null);
  if (waiting && (!controls || players.length === 0)) return null;
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
                {controls ? <th scope="col">{th('host.extraTime')}</th> : null}
                {controls ? <th scope="col">{th('host.actions')}</th> : null}
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
                  {room.settings.speed_bonus ? <td>{open !== null && p.answers[open] != null ? '…' : p.bonus}</td> : null}
                  <td>
                    <span className="visually-hidden">{th('host.answeredOf', { n: p.answered, total: room.item_count })}</span>
                    <span className="answer-dots" aria-hidden="true">
                      {p.answers.map((a, i) => (
                        <span key={i} className={i === open && a !== null ? 'dot answered' : a === true ? 'dot right' : a === false ? 'dot wrong' : 'dot'} />
                      ))}
                    </span>
                  </td>
                  {controls ? (
                    <>
                      <td>
                        {/* a label, not aria-label: the child's name in it is marked as a name */}
                        <label className="visually-hidden" htmlFor={`extra-${p.id}`}>
                          <WithName text={(nickname) => th('host.extraTimeFor', { nickname })} name={p.nickname} />
                        </label>
                        <select
                          id={`extra-${p.id}`}
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
                            <WithName text={(nickname) => th('host.letIn', { nickname })} name={p.nickname} />
                          </Button>
                        ) : (
                          <>
                            <Button size="sm" variant="ghost" onClick={() => void act(async () => onPlayer(await hostRenamePlayer(room.code, p.id)))}>
                              <WithName text={(nickname) => th('host.rename', { nickname })} name={p.nickname} />
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setTakingOut(p)}>
                              <WithName text={(nickname) => th('host.remove', { nickname })} name={p.nickname} />
                            </Button>
                          </>
                        )}
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {/* taking a child out is asked first: the table re-sorts as answers come in, and a tap can land on the wrong row */}
      <TakeOutDialog child={takingOut} close={() => setTakingOut(null)} takeOut={(child) => void act(async () => onPlayer(await removePlayer(room.code, child.id)))} />
    </section>
  );
}

