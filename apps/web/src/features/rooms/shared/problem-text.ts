import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../i18n/small.tsx';
import type { RoomProblem } from './api.ts';
import { roomProblemText } from './room-notice.tsx';

/**
 * The room texts for a problem on the site's own pages (Arena), through
 * i18next; the child's small pages call roomProblemText with their own
 * translator instead, so they never load i18next.
 */
export function useRoomProblemText(): (problem: RoomProblem) => string {
  const { t } = useTranslation('rooms');
  return (problem) => roomProblemText(t as Translate, problem);
}
