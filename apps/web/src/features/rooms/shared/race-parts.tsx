import { useEffect, useState } from 'react';
import { TIMER_WARNING_SECONDS } from '@numbloom/domain/games';
import type { Standing } from '@numbloom/domain/games-schema';

/**
 * Pieces the Arena's screens share: the time left on the clock (m:ss, moved
 * once a second but never announced every second: it is not a live region)
 * and the standings table (ties share a place).
 */
/** The whole seconds left until `endsAt`, moved once a second; null while there is no clock. */
export function useSecondsLeft(endsAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    // counted from now, not from when the page opened: a clock that starts later must not show extra time for its first second
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt ? Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000)) : null;
}

export const clockText = (left: number) => `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;

export function useTimeLeft(endsAt: string | null): string {
  const left = useSecondsLeft(endsAt);
  return left === null ? '' : clockText(left);
}

/**
 * One polite line when TIMER_WARNING_SECONDS are left on a race's clock, as the questions' own timer
 * says it (WCAG 2.2.1): the clock itself is never read out. Said only where the child had more time
 * than that when the clock was first seen, so a page opened in the last seconds does not warn of them.
 */
export function TimeWarning({ secondsLeft, text }: { secondsLeft: number | null; text: string }) {
  const [hadMore, setHadMore] = useState(false);
  const more = secondsLeft !== null && secondsLeft > TIMER_WARNING_SECONDS;
  useEffect(() => {
    if (more) setHadMore(true);
  }, [more]);
  const warn = hadMore && secondsLeft !== null && secondsLeft > 0 && secondsLeft <= TIMER_WARNING_SECONDS;
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="time-warning">
      {warn ? text : ''}
    </p>
  );
}

export function Standings({ top, empty, label, me }: { top: Standing[]; empty: string; label: string; me?: string }) {
  if (top.length === 0) return <p>{empty}</p>;
  return (
    <ol className="arena-standings" aria-label={label}>
      {top.map((s) => (
        <li key={s.id} className={s.id === me ? 'arena-me' : undefined}>
          <span className="arena-rank">{s.rank}</span>
          <bdi className="arena-name">{s.nickname}</bdi>
          <span className="arena-score">{s.score}</span>
        </li>
      ))}
    </ol>
  );
}
