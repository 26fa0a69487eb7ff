import { describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_RETENTION_DAYS } from '@numbloom/domain/account-data';
import { RESULTS_KEEP_HOURS, ROOM_IDLE_HOURS } from '@numbloom/domain/games';
import { GUEST_KEEP_HOURS } from '@numbloom/domain/runs';

/**
 * The privacy notice says how long each kind of data is kept, and the retention job deletes it by
 * the domain's constants. The notice is a dated text, its numbers written out in each language, so
 * this checks that every language's notice (and the US overlay, where it has its own wording)
 * still gives the numbers the job keeps to: a constant changed without the notice fails here.
 */
const CATALOGUES = import.meta.glob<{ default: Notice }>('./i18n/*.json', { eager: true });

interface Notice {
  privacy?: { summary?: string[]; sections?: Array<{ paragraphs?: string[]; after?: string[] }> };
}

type Where = (n: Notice) => string | undefined;
const paragraph =
  (section: number, i: number): Where =>
  (n) =>
    n.privacy?.sections?.[section]?.paragraphs?.[i];

/** Each statement of a retention time: where it is, and the numbers it must give. */
const STATEMENTS: Array<{ what: string; where: Where; numbers: number[] }> = [
  { what: 'summary: guests’ game results', where: (n) => n.privacy?.summary?.[0], numbers: [RESULTS_KEEP_HOURS] },
  {
    what: 'summary: students’ results after the account closes',
    where: (n) => n.privacy?.summary?.[1],
    numbers: [CLOSED_ACCOUNT_RETENTION_DAYS],
  },
  {
    what: 'a class game closes by itself, its results kept',
    where: paragraph(1, 1),
    numbers: [ROOM_IDLE_HOURS, RESULTS_KEEP_HOURS],
  },
  {
    what: 'a guest’s seat and device cookies',
    where: paragraph(1, 2),
    numbers: [ROOM_IDLE_HOURS + RESULTS_KEEP_HOURS],
  },
  { what: 'an Arena’s guests', where: paragraph(1, 3), numbers: [RESULTS_KEEP_HOURS] },
  { what: 'a Quick match’s guests', where: paragraph(1, 4), numbers: [RESULTS_KEEP_HOURS] },
  { what: 'a guest’s practice runs', where: paragraph(1, 6), numbers: [GUEST_KEEP_HOURS] },
  {
    what: 'a student’s data after the account closes',
    where: (n) => n.privacy?.sections?.[2]?.after?.[0],
    numbers: [CLOSED_ACCOUNT_RETENTION_DAYS],
  },
  {
    what: 'an account holder’s details after closing',
    where: paragraph(3, 0),
    numbers: [CLOSED_ACCOUNT_RETENTION_DAYS],
  },
];

const saysNumber = (text: string, n: number) => new RegExp(`(^|[^\\d])${n}([^\\d]|$)`).test(text);

describe.each(Object.entries(CATALOGUES).map(([file, m]) => [file.replace('./i18n/', ''), m.default] as const))(
  'the privacy notice in %s',
  (file, notice) => {
    it.each(STATEMENTS)('$what: gives the retention the job keeps to', ({ where, numbers }) => {
      const text = where(notice);
      // the US overlay words only some paragraphs its own way; the rest come from the British text
      if (text === undefined && file === 'en-US.json') return;
      expect(text, 'the statement is where it was').toBeTypeOf('string');
      expect(numbers.filter((n) => !saysNumber(text!, n))).toEqual([]);
    });
  },
);
