import { useEffect, useState } from 'react';
import type { Standing } from '@numbloom/domain/games-schema';

/**
 * Pieces the Arena's screens share: the time left on the clock (m:ss, moved
 * once a second but never announced every second: it is not a live region)
 * and the standings table (ties share a place).
 */
export function useTimeLeft(endsAt: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    // counted from now, not from when the page opened: a clock that starts later must not show extra time for its first second
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (!endsAt) return '';
  const left = Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
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
