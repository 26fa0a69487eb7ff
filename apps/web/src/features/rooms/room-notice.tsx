import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../lib/page-path.ts';
import type { RoomProblem } from './api.ts';

/** Seconds before a room error sends the child home (spec §8: a redirect home after a countdown). */
export const REDIRECT_SECONDS = 10;

/** The spec's words for a room that cannot be played, in the page's language. */
export function useRoomProblemText() {
  const { t } = useTranslation('rooms');
  return (problem: RoomProblem): string => {
    switch (problem.kind) {
      case 'not-found':
        return t('errors.notFound');
      case 'full':
        return t('errors.full', { count: problem.capacity });
      case 'ended':
        return t('errors.ended');
      case 'field':
        return problem.message;
      case 'other':
        return problem.message ?? t('errors.other');
    }
  };
}

/**
 * A room that does not exist, is full or has ended: the text, read out as an
 * alert, and a countdown to the home page that the child can skip.
 */
export function RoomProblemNotice({ problem }: { problem: Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }> }) {
  const { t } = useTranslation('rooms');
  const text = useRoomProblemText();
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => {
    if (left <= 0) {
      void navigate(pagePath(''));
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <div className="room-problem" ref={ref} tabIndex={-1}>
      <p role="alert" className="room-problem-text">
        {text(problem)}
      </p>
      <p className="hint">
        {t('errors.redirect', { count: left })} <a href={pagePath('')}>{t('errors.goHome')}</a>
      </p>
    </div>
  );
}
