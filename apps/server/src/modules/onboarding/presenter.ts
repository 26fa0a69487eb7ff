import type { TrialSummary } from '@numbloom/domain/accounts';
import type { TrialRow } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, counting a started day as a day (0 once it has ended). */
export const daysRemaining = (row: TrialRow, now: Date) => Math.max(0, Math.ceil((row.endsAt.getTime() - now.getTime()) / DAY_MS));

export const isActive = (row: TrialRow, now: Date) => row.supersededAt === null && row.endsAt > now;

/** The trial's last day, as a date: the day to buy a licence by. */
export const purchaseBy = (row: TrialRow) => new Date(row.endsAt.getTime() - 1).toISOString().slice(0, 10);

export function presentTrial(row: TrialRow, now: Date): TrialSummary {
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    purchase_by: purchaseBy(row),
    days_remaining: isActive(row, now) ? daysRemaining(row, now) : 0,
    status: isActive(row, now) ? 'active' : 'ended',
  };
}
