import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from '../../test/app.ts';
import { runStaff } from '../staff/cli.ts';

/**
 * For tests: a grade 3 challenge made as staff make one, with the staff command line on the test's
 * database and clock: registration open now, the warm-up in a day, the contest from day 2 to day 3,
 * in London's time. `overrides` changes any field of the file staff give it. Answers its uuid.
 */
export async function challengeByStaff(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const iso = (hours: number) => new Date(t.clock.now.getTime() + hours * 3600_000).toISOString();
  const dir = mkdtempSync(path.join(tmpdir(), 'challenge-'));
  writeFileSync(
    path.join(dir, 'c.json'),
    JSON.stringify({
      names: { en: 'Maths Week' },
      descriptions: { en: 'Add.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode'],
      registration_opens_at: iso(-1),
      registration_closes_at: iso(30),
      warmup_starts_at: iso(24),
      contest_starts_at: iso(48),
      contest_ends_at: iso(72),
      time_zone: 'Europe/London',
      target_kind: 'correct_answers',
      target: 10,
      min_participants: 2,
      ...overrides,
    }),
  );
  const out: string[] = [];
  const code = await runStaff(['challenge', 'create', '--file', 'c.json'], { database: t.database, now: () => t.clock.now, cwd: dir, out: (l) => out.push(l) });
  const uuid = /Created challenge ([0-9a-f-]{36})/.exec(out.join('\n'))?.[1];
  if (code !== 0 || !uuid) throw new Error(`the staff command line made no challenge: ${out.join('\n')}`);
  return uuid;
}
