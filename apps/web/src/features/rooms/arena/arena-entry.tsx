import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type TeacherClass } from '@numbloom/domain/accounts';
import { ARENA_MINUTES_DEFAULT, ARENA_MINUTES_MAX, ARENA_MINUTES_MIN } from '@numbloom/domain/games';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { NAME_MARKS } from '../../../ui/lang.tsx';
import { useMe } from '../../../lib/session.ts';
import { arenaHostPath, createArena, RoomCallError } from '../shared/api.ts';
import { useRoomProblemText } from '../shared/problem-text.ts';

const HOSTS = new Set(['teacher', 'school_leader']);
const MINUTES = Array.from({ length: ARENA_MINUTES_MAX - ARENA_MINUTES_MIN + 1 }, (_, i) => ARENA_MINUTES_MIN + i);

/**
 * On an activity, for a signed-in teacher: open an Arena of it, choosing its
 * length (1 to 10 minutes) and the class it is for; then its host screen.
 */
export function ArenaEntry({ activityId }: { activityId: string }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const problemText = useRoomProblemText();
  const me = useMe();
  const navigate = useNavigate();
  const isHost = !!me.data && HOSTS.has(me.data.user.role);
  const classes = useQuery({ queryKey: ['accounts', 'classes'], queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode), enabled: isHost, retry: false });
  const [minutes, setMinutes] = useState(ARENA_MINUTES_DEFAULT);
  const [classId, setClassId] = useState('');
  // a class Arena takes only the class's signed-in children unless the teacher lets guests in (decision 089)
  const [guests, setGuests] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isHost) return null;

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const room = await createArena(activityId, minutes, classId || null, guests);
      await navigate(arenaHostPath(room.code));
    } catch (err) {
      setError(problemText(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null }));
      setBusy(false);
    }
  }
  return (
    <div className="arena-entry">
      <div className="field">
        <label htmlFor="arena-minutes">{t('arena.minutes')}</label>
        <select id="arena-minutes" className="input" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('arena.length', { count: m })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="arena-class">{t('arena.class')}</label>
        <select id="arena-class" className="input" value={classId} onChange={(e) => setClassId(e.target.value)}>
          <option value="">{t('arena.anyone')}</option>
          {(classes.data?.classes ?? []).map((c) => (
            <option key={c.id} value={c.id} {...NAME_MARKS}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {classId ? (
        <div className="field">
          <label>
            <input type="checkbox" checked={guests} onChange={(e) => setGuests(e.target.checked)} /> {t('arena.guestsToo')}
          </label>
        </div>
      ) : null}
      <Button variant="secondary" onClick={open} disabled={busy}>
        {busy ? th('host.creating') : t('arena.open')}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
