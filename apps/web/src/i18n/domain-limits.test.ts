import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MINUTES } from '@numbloom/domain/account-data';
import { ACCOUNT_LIMITS, MAIL_DELAY_MINUTES, SIGN_IN_WAIT_MINUTES } from '@numbloom/domain/accounts';
import { FEEDBACK_COMMENT_MAX } from '@numbloom/domain/content';
import { LIMITS } from '@numbloom/domain/form-rules';
import {
  ARENA_MINUTES_MAX,
  EXTRA_TIME_FACTOR,
  NICKNAME_MAX,
  ROOM_CAPACITY,
  ROOM_CODE_LENGTH,
  TIMER_WARNING_SECONDS,
} from '@numbloom/domain/games';
import { STREAM_KEEP_OPEN_MINUTES } from '@numbloom/domain/helpdesk';
import {
  GETTING_THERE_FROM,
  MASTERED_FROM,
  MIN_ANSWERS_FOR_BAND,
  MIN_ANSWERS_FOR_MASTERED,
} from '@numbloom/domain/mastery';
import { VERIFICATION_CODE } from '@numbloom/domain/onboarding';
import { PASSWORD_RULES } from '@numbloom/domain/password';
import { leaves, type Tree } from './catalogue-checks.ts';

/**
 * A limit the domain defines (packages/domain) is said in a text through a
 * placeholder the page fills from the domain's constant ({{count}} with plural
 * keys where it counts a noun): a number typed into a translation stays behind
 * when the limit changes, in one language or in all. So no text of any
 * catalogue, in any language, carries one of these limits as a bare number,
 * except where the same number means something else.
 */
const CATALOGUES = import.meta.glob<{ default: Tree }>('../**/i18n/*.json', { eager: true });

const percent = (share: number) => Math.round(share * 100);

const DOMAIN_LIMITS: Record<string, number> = {
  'PASSWORD_RULES.minLength': PASSWORD_RULES.minLength,
  'PASSWORD_RULES.recommendedLength': PASSWORD_RULES.recommendedLength,
  'PASSWORD_RULES.maxLength': PASSWORD_RULES.maxLength,
  'ACCOUNT_LIMITS.childrenPerFamily': ACCOUNT_LIMITS.childrenPerFamily,
  'ACCOUNT_LIMITS.classesPerTeacher': ACCOUNT_LIMITS.classesPerTeacher,
  'ACCOUNT_LIMITS.classCodeLength': ACCOUNT_LIMITS.classCodeLength,
  'ACCOUNT_LIMITS.studentsPerRequest': ACCOUNT_LIMITS.studentsPerRequest,
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_WAIT_MINUTES,
  MAIL_DELAY_MINUTES,
  STREAM_KEEP_OPEN_MINUTES,
  'VERIFICATION_CODE.digits': VERIFICATION_CODE.digits,
  'LIMITS.name': LIMITS.name,
  'LIMITS.email': LIMITS.email,
  'LIMITS.message': LIMITS.message,
  FEEDBACK_COMMENT_MAX,
  ROOM_CODE_LENGTH,
  ROOM_CAPACITY,
  NICKNAME_MAX,
  ARENA_MINUTES_MAX,
  TIMER_WARNING_SECONDS,
  'EXTRA_TIME_FACTOR.half (as %)': percent(EXTRA_TIME_FACTOR.half - 1),
  MIN_ANSWERS_FOR_BAND,
  MIN_ANSWERS_FOR_MASTERED,
  'GETTING_THERE_FROM (as %)': percent(GETTING_THERE_FROM),
  'MASTERED_FROM (as %)': percent(MASTERED_FROM),
};

/**
 * Texts where such a number is not the limit, by catalogue folder and key (a
 * key names its whole group), the same in every language.
 */
const NOT_LIMITS: Record<string, string> = {
  'accounts:children.grades': 'grade names',
  'rooms:quick.grade_5': 'a grade name',
  'rooms:quick.grade_6': 'a grade name',
  'activities:lead': 'the grades, K to 6',
  'home:hero.eyebrow': 'the grades, K to 6',
  'home:hero.points.0': 'the grades, K to 6',
  'legal:terms.intro.0': 'the grades, K to 6',
  'site-shell:footer.about': 'the grades, K to 6',
  'accounts:errors.unsupportedMediaType': 'UTF-8',
  'activities:errors.unsupportedMediaType': 'UTF-8',
  'challenges:errors.unsupportedMediaType': 'UTF-8',
  'contact:errors.unsupportedMediaType': 'UTF-8',
  'onboarding:errors.unsupportedMediaType': 'UTF-8',
  'registration:errors.unsupportedMediaType': 'UTF-8',
  'contact:intro.request': 'the length of a demo tour',
  'site-shell:menus.product.demo.description': 'the length of a demo tour',
  'legal:terms.sections.6.paragraphs.1': '30 days of notice before the terms change, not the mail delay',
  'legal:privacy.summary.1': '30 days until a closed account is deleted, not the mail delay',
  'legal:privacy.sections.2.list.2': '30 days of runs kept, not the mail delay',
  'legal:privacy.sections.2.after.0': '30 days until data is deleted, not the mail delay',
  'legal:privacy.sections.2.after.1': '30 days of the backup cycle, not the mail delay',
  'legal:privacy.sections.3.paragraphs.0': '30 days until a closed account is deleted, not the mail delay',
  'legal:privacy.sections.7.paragraphs.0': '30 days to answer a data request, not the mail delay',
  'player:hint.angle': 'the angle an arrow key turns',
  'player:money': 'coins and banknotes',
  'school:grades': 'grade names',
  'school:endOfYear.leave': 'a grade name',
  'school:errors.unsupportedMediaType': 'UTF-8',
  'school:roster.issues.file_unreadable': 'UTF-8',
  'school:roster.issues.grade_unknown': 'the grades, K to 6',
  'assignments:errors.unsupportedMediaType': 'UTF-8',
  'assignments:errors.runLength': 'the run lengths an assignment offers (RUN_LENGTHS)',
};

/** The catalogue's folder under src, without its i18n part: "accounts", "rooms/host", "player". */
const folder = (file: string) => file.replace(/^\.\.\/(features\/)?/, '').replace(/\/i18n\/[^/]+\.json$/, '');
const allowed = (at: string) => Object.keys(NOT_LIMITS).some((entry) => at === entry || at.startsWith(`${entry}.`));

/** The numbers a text says, leaving out its placeholders and digits inside a word (ABCD2345, A4). */
const numbersIn = (text: string) =>
  (text.replace(/\{\{\w+\}\}/g, ' ').match(/(?<![\p{L}\d])\d+(?![\p{L}\d])/gu) ?? []).map(Number);

describe('domain limits in every catalogue', () => {
  it('reads numbers as a person reads them', () => {
    expect(numbersIn('At least 8 characters (15 or more), for example ABCD2345, in A4, {{count}} left.')).toEqual([
      8, 15,
    ]);
    expect(numbersIn('Mastery from 85%, 60 ٪, K-6.')).toEqual([85, 60, 6]);
  });

  for (const [file, { default: tree }] of Object.entries(CATALOGUES)) {
    it(`${file}: says no domain limit as a bare number`, () => {
      const found: string[] = [];
      for (const [key, text] of leaves(tree)) {
        if (allowed(`${folder(file)}:${key}`)) continue;
        for (const n of numbersIn(text))
          for (const [name, limit] of Object.entries(DOMAIN_LIMITS))
            if (n === limit) found.push(`${key}: ${n} is ${name}`);
      }
      expect(found).toEqual([]);
    });
  }

  it('allows only texts that exist', () => {
    const keys = Object.entries(CATALOGUES).flatMap(([file, { default: tree }]) =>
      leaves(tree).map(([key]) => `${folder(file)}:${key}`),
    );
    for (const entry of Object.keys(NOT_LIMITS))
      expect(
        keys.some((k) => k === entry || k.startsWith(`${entry}.`)),
        entry,
      ).toBe(true);
  });
});
