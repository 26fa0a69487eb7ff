import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/small.tsx';
import { useTexts } from '../../../i18n/small.tsx';
import { pagePath } from '../../../lib/page-path.ts';
import { SYSTEM_CHECK_PAGE } from '@numbloom/domain/helpdesk';
import type { RoomProblem } from './api.ts';

/** Seconds before a room error sends the child home (spec §8: a redirect home after a countdown). */
const REDIRECT_SECONDS = 10;

/** The room texts for a problem, in the page's language (works with i18next's t and the child pages' own). */
export function roomProblemText(t: Translate, problem: RoomProblem): string {
  switch (problem.kind) {
    case 'not-found':
      return t('errors.notFound');
    case 'full':
      return t('errors.full', { count: problem.capacity });
    case 'ended':
      return t('errors.ended');
    case 'locked':
      return t('errors.locked');
    case 'removed':
      return t('errors.removed');
    case 'not-player':
      return t('errors.notPlayer');
    case 'offline':
      return t('errors.offline');
    case 'field':
      return problem.message;
    case 'other':
      return problem.message ?? t('errors.other');
  }
}

/**
 * A code that names no room, or a room that is full or over, at the join
 * form: the text, read out as an alert, and a countdown to the home page that
 * the child can skip (spec §8).
 */
export function RoomProblemNotice({ problem }: { problem: Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }> }) {
  const { t } = useTexts('rooms');
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => {
    if (left <= 0) {
      location.assign(pagePath(''));
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className="room-problem" ref={ref} tabIndex={-1}>
      <p role="alert" className="room-problem-text">
        {roomProblemText(t, problem)}
      </p>
      <p className="hint">
        {t('errors.redirect', { count: left })} <a href={pagePath('')}>{t('errors.goHome')}</a>
      </p>
    </div>
  );
}

/** Help under a game error: the system requirements checker tells a school what its network or browser blocks. */
export function SystemCheckHelp() {
  const { t } = useTexts('rooms');
  return (
    <p className="hint">
      {t('errors.trouble')} <a href={pagePath(SYSTEM_CHECK_PAGE)}>{t('errors.systemCheck')}</a>
    </p>
  );
}
