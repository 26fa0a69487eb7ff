import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, signUpRequestSchema } from '@numbloom/domain/accounts';
import { MESSAGES, SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { CAPTCHA_MESSAGE } from '@numbloom/domain/captcha';
import { CHALLENGE_MESSAGES } from '@numbloom/domain/challenges';
import { guestFeedbackSchema } from '@numbloom/domain/content-schema';
import { FEEDBACK_ALREADY_SENT, FEEDBACK_COMMENT_MAX } from '@numbloom/domain/content';
import { LIMITS } from '@numbloom/domain/form-rules';
import { ONBOARDING_MESSAGES } from '@numbloom/domain/onboarding';
import { PARENT_MESSAGES } from '@numbloom/domain/parents';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { FORM_FIELD_SLUGS, type FormConfig } from '@numbloom/domain/registration-config';
import { FILE_MESSAGES } from '@numbloom/domain/registration-file';
import { buildRegistrationSchema } from '@numbloom/domain/registration';
import { ADD_SCHOOL_FIELDS, addSchoolSchema, emptyModalSchool } from '@numbloom/domain/school';
import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { ARABIC_PLURAL_FORMS, type Tree } from '../i18n/catalogue-checks.ts';
import accountsEn from '../features/accounts/i18n/en.json';
import accountsEs from '../features/accounts/i18n/es.json';
import accountsFr from '../features/accounts/i18n/fr.json';
import accountsAr from '../features/accounts/i18n/ar.json';
import {
  COUNTED as accountsCounted,
  MESSAGE_KEYS as accountsKeys,
  messageKey as accountsMessageKey,
} from '../features/accounts/messages.ts';
import contactEn from '../features/contact/i18n/en.json';
import contactEs from '../features/contact/i18n/es.json';
import contactFr from '../features/contact/i18n/fr.json';
import contactAr from '../features/contact/i18n/ar.json';
import { MESSAGE_KEYS as contactKeys, messageKey as contactMessageKey } from '../features/contact/messages.ts';
import onboardingEn from '../features/onboarding/i18n/en.json';
import onboardingEs from '../features/onboarding/i18n/es.json';
import onboardingFr from '../features/onboarding/i18n/fr.json';
import onboardingAr from '../features/onboarding/i18n/ar.json';
import { MESSAGE_KEYS as onboardingKeys, messageKey as onboardingMessageKey } from '../features/onboarding/messages.ts';
import registrationEn from '../features/registration/i18n/en.json';
import registrationEs from '../features/registration/i18n/es.json';
import registrationFr from '../features/registration/i18n/fr.json';
import registrationAr from '../features/registration/i18n/ar.json';
import {
  MESSAGE_KEYS as registrationKeys,
  messageKey as registrationMessageKey,
} from '../features/registration/messages.ts';
import challengesEn from '../features/challenges/i18n/en.json';
import challengesEs from '../features/challenges/i18n/es.json';
import challengesFr from '../features/challenges/i18n/fr.json';
import challengesAr from '../features/challenges/i18n/ar.json';
import { MESSAGE_KEYS as challengesKeys, messageKey as challengesMessageKey } from '../features/challenges/messages.ts';
import activitiesEn from '../features/activities/i18n/en.json';
import activitiesEs from '../features/activities/i18n/es.json';
import activitiesFr from '../features/activities/i18n/fr.json';
import activitiesAr from '../features/activities/i18n/ar.json';
import { MESSAGE_KEYS as activitiesKeys, messageKey as activitiesMessageKey } from '../features/activities/messages.ts';
import assignmentsEn from '../features/assignments/i18n/en.json';
import assignmentsEs from '../features/assignments/i18n/es.json';
import assignmentsFr from '../features/assignments/i18n/fr.json';
import assignmentsAr from '../features/assignments/i18n/ar.json';
import { MESSAGE_KEYS as assignmentsKeys, messageKey as assignmentsMessageKey } from '../features/assignments/messages.ts';
import { assignmentInputSchema } from '@numbloom/domain/assignments-schema';

/**
 * A form that shows the domain's English texts (packages/domain) in the page's language does so
 * through its feature's map (messages.ts): a text the map lacks, or a key a catalogue lacks, is
 * shown in English on every page. So for each such form, every text it can receive (its schema's
 * messages, found by running the schema on bad input, and its server route's answers) must map to
 * a key every catalogue has, with every plural form its language needs where a number is counted,
 * and the English catalogue must say the domain's text word for word once its placeholders are
 * filled. The text rule (text.ts) can refuse any text field of any form, so every form knows it.
 */

type Found = { key: string; count?: number; values?: Record<string, string>; field?: string };

interface Form {
  feature: string;
  messageKey: (message: string) => Found | undefined;
  catalogues: Record<'en' | 'es' | 'fr' | 'ar', unknown>;
  /** The whole map, when the feature exports it: each of its texts is checked too. */
  keys?: ReadonlyMap<string, string>;
  messages: readonly string[];
  /** The label a text names ({{name}}), as English gives it. */
  fieldLabel?: (field: string) => string;
}

/** Every message a schema gives for these inputs. */
function messagesOf(schema: z.ZodType, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const CONTROL = 'a\u0001b';
const LONE_SURROGATE = 'a\uD800b';
const long = (n: number) => 'a'.repeat(n + 1);

/** What every route can answer before or around its own work (error-handler.ts, csrf-plugin.ts, limits.ts). */
const GENERAL_ANSWERS = [
  MESSAGES.fillRequired,
  MESSAGES.invalidInput,
  MESSAGES.unknownField,
  MESSAGES.tooMany,
  MESSAGES.serverError,
  MESSAGES.csrf,
  MESSAGES.crossSite,
  MESSAGES.bodyTooLarge,
  MESSAGES.unsupportedMediaType,
];
/** What the API client says when no answer came (api/client.ts, lib/forms.ts). */
const NO_ANSWER = [MESSAGES.submissionError, MESSAGES.networkFailed, MESSAGES.networkTimeout];

const signUpMessages = messagesOf(signUpRequestSchema, [
  {},
  { first_name: '', last_name: '', email: '', password: '', role: 'pupil', captcha: '', terms_agreed: false },
  { first_name: 'a.b', last_name: 'c/d', email: 'not-an-address', password: 'short' },
  { first_name: long(LIMITS.name), last_name: long(LIMITS.name), email: long(LIMITS.email), password: 'p'.repeat(129) },
  { first_name: CONTROL, last_name: LONE_SURROGATE, email: CONTROL, password: LONE_SURROGATE },
  { first_name: 1, last_name: 2, email: 3, password: 4, role: 5, captcha: 6, terms_agreed: 'yes' },
]);

const option = (order: number) => ({ order, display: `Option ${order}`, en_display: `Option ${order}` });
const everyField = (required: boolean): FormConfig => ({
  form_fields: FORM_FIELD_SLUGS.map((slug) => ({ slug, display: `Staff label for ${slug}`, is_required: required, options: null })),
  roles: [option(0)],
  school_types: [option(0)],
});
const manualSchool = (school: object) => ({ kind: 'manual', school: { ...emptyModalSchool(), ...school } });
/** A school entered by hand with one field changed: the form shows the first of its problems only. */
const filledSchool = (school: object) =>
  manualSchool({ name: 'Riverbend', address: '12 Main St', city: 'Leeds', zip_code: 'LS1', ...school });
const registrationMessages = [
  ...(['campaign', 'competition'] as const).flatMap((kind) =>
    [true, false].flatMap((required) =>
      messagesOf(buildRegistrationSchema(everyField(required), kind, { showTermsCheckbox: true }), [
        {},
        {
          first_name: '',
          email: '',
          phone: '',
          role: null,
          school_type: null,
          school: null,
          student_list_b64: '',
          termsAgreed: false,
        },
        {
          first_name: 'a.b',
          your_name: 'c/d',
          email: 'nope',
          phone: '12',
          role: 9,
          school_type: 9,
          school: manualSchool({}),
        },
        {
          first_name: long(LIMITS.name),
          organisation: long(LIMITS.name),
          email: long(LIMITS.email),
          phone: long(LIMITS.phoneMaxInput),
          message: long(LIMITS.message),
          school: manualSchool({
            name: long(LIMITS.schoolText),
            zip_code: long(LIMITS.postcode),
            code: long(LIMITS.schoolCode),
          }),
          student_list_b64: 'not base64!',
          student_list_extension: long(16),
        },
        {
          first_name: CONTROL,
          message: LONE_SURROGATE,
          roles: CONTROL,
          school: manualSchool({ name: CONTROL, city: 'x' }),
        },
        ...[
          { code: long(LIMITS.schoolCode) },
          { zip_code: long(LIMITS.postcode) },
          { city: long(LIMITS.schoolText) },
          { sub_region: LONE_SURROGATE },
        ].map((school) => ({ school: filledSchool(school) })),
        { student_list_b64: 'AAAA', student_list_extension: 'exe' },
        { student_list_b64: 'AAAA', student_list_extension: 'js' },
      ]),
    ),
  ),
  ...messagesOf(addSchoolSchema, [
    emptyModalSchool(),
    { ...emptyModalSchool(), region: { value: 'US', subregions: [] } },
  ]),
  ...Object.values(FILE_MESSAGES).filter((m) => m !== FILE_MESSAGES.imageOnly && m !== FILE_MESSAGES.maxSize500KB),
  MESSAGES.fillRequired,
  MESSAGES.registrationError(SUPPORT_EMAIL),
  // the route: a school id we do not have, a field the form does not send
  MESSAGES.schoolNotFound,
  MESSAGES.unknownField,
];

const feedbackMessages = messagesOf(guestFeedbackSchema, [
  { episode_id: 'e1', liked: true, comment: long(FEEDBACK_COMMENT_MAX) },
  { episode_id: 'e1', liked: true, comment: CONTROL.replace('\u0001', '\u0000') },
  { episode_id: 'e1', liked: true, comment: LONE_SURROGATE },
]);

const FORMS: Form[] = [
  {
    feature: 'accounts',
    messageKey: accountsMessageKey,
    catalogues: { en: accountsEn, es: accountsEs, fr: accountsFr, ar: accountsAr },
    keys: accountsKeys,
    // the counted texts: the password rules and the account limits, each with its number
    messages: [...Object.values(TEXT_MESSAGES), ...accountsCounted.keys(), MESSAGES.unknownField, ...Object.values(PARENT_MESSAGES)],
  },
  {
    feature: 'contact',
    messageKey: contactMessageKey,
    catalogues: { en: contactEn, es: contactEs, fr: contactFr, ar: contactAr },
    keys: contactKeys,
    messages: [...Object.values(TEXT_MESSAGES), MESSAGES.unknownField],
  },
  {
    feature: 'onboarding (sign-up and free-trial form)',
    messageKey: onboardingMessageKey,
    catalogues: { en: onboardingEn, es: onboardingEs, fr: onboardingFr, ar: onboardingAr },
    keys: onboardingKeys,
    messages: [
      ...signUpMessages,
      ...Object.values(TEXT_MESSAGES),
      CAPTCHA_MESSAGE,
      // the route: the captcha, the send limits, an address with an account, the password list
      PASSWORD_TEXTS.common,
      PASSWORD_TEXTS.sameAsEmail,
      ONBOARDING_MESSAGES.tooManySends,
      ONBOARDING_MESSAGES.usernameExists,
      ONBOARDING_MESSAGES.emailExistsLogin,
      ...GENERAL_ANSWERS,
      ...NO_ANSWER,
    ],
  },
  {
    feature: 'registration (campaign and competition forms)',
    messageKey: registrationMessageKey,
    catalogues: { en: registrationEn, es: registrationEs, fr: registrationFr, ar: registrationAr },
    keys: registrationKeys,
    messages: [...registrationMessages, ...Object.values(TEXT_MESSAGES)],
    fieldLabel: (field) => ADD_SCHOOL_FIELDS.find((f) => f.name === field)!.label,
  },
  {
    feature: 'challenges (registration form)',
    messageKey: challengesMessageKey,
    catalogues: { en: challengesEn, es: challengesEs, fr: challengesFr, ar: challengesAr },
    keys: challengesKeys,
    messages: [
      CHALLENGE_MESSAGES.holdersOnly,
      CHALLENGE_MESSAGES.notFound,
      CHALLENGE_MESSAGES.over,
      CHALLENGE_MESSAGES.registrationClosed,
      CHALLENGE_MESSAGES.nothingToRegister,
      CHALLENGE_MESSAGES.notYourClass,
      CHALLENGE_MESSAGES.notYourChild,
      CHALLENGE_MESSAGES.childrenWithoutSchool,
      MESSAGES.schoolNotFound,
      ACCOUNT_MESSAGES.loginRequired,
      ...GENERAL_ANSWERS,
    ],
  },
  {
    feature: 'activities (feedback form)',
    messageKey: activitiesMessageKey,
    catalogues: { en: activitiesEn, es: activitiesEs, fr: activitiesFr, ar: activitiesAr },
    keys: activitiesKeys,
    messages: [
      ...feedbackMessages,
      ...Object.values(TEXT_MESSAGES),
      FEEDBACK_ALREADY_SENT,
      ...GENERAL_ANSWERS,
      ...NO_ANSWER,
    ],
  },
];

const assignmentMessages = messagesOf(assignmentInputSchema, [
  { class_id: 'x', activity_ids: [], student_ids: ['y'], starts_at: '2030-01-02T00:00:00Z', due_at: '2030-01-01T00:00:00Z', item_count: 7 },
  { class_id: CONTROL, activity_ids: ['a', 'a', long(120)], starts_at: LONE_SURROGATE, due_at: 'soon' },
]);
FORMS.push({
  feature: 'assignments (the assignment form)',
  messageKey: assignmentsMessageKey,
  catalogues: { en: assignmentsEn, es: assignmentsEs, fr: assignmentsFr, ar: assignmentsAr },
  keys: assignmentsKeys,
  messages: [...assignmentMessages, ...Object.values(TEXT_MESSAGES), ...GENERAL_ANSWERS, ...NO_ANSWER],
});

const lookup = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree | undefined>((o, k) => (typeof o === 'object' ? o[k] : undefined), tree);

/** The plural forms a language needs (es and fr name 'many' for large round numbers). */
const pluralForms = (language: string) =>
  language === 'ar' ? [...ARABIC_PLURAL_FORMS] : new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The text a catalogue gives for a found key: its plural form for the count, where it counts. */
function textFor(catalogue: Tree, language: string, found: Found): string | undefined {
  if (found.count === undefined) {
    const text = lookup(catalogue, found.key);
    return typeof text === 'string' ? text : undefined;
  }
  const text = lookup(catalogue, `${found.key}_${new Intl.PluralRules(language).select(found.count)}`);
  return typeof text === 'string' ? text : undefined;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));

describe('the domain’s messages in every form’s language', () => {
  it('runs the schemas far enough to find their messages', () => {
    expect(signUpMessages).toContain(PASSWORD_TEXTS.tooLong);
    expect(signUpMessages).toContain(MESSAGES.termsRequired);
    expect(signUpMessages).toContain(TEXT_MESSAGES.malformed);
    expect(registrationMessages).toContain(FILE_MESSAGES.executable);
    expect(registrationMessages).toContain(`Please use at most ${LIMITS.schoolCode} characters.`);
    expect(registrationMessages.some((m) => m.includes(ADD_SCHOOL_FIELDS[1].label))).toBe(true);
    expect(feedbackMessages).toContain(TEXT_MESSAGES.controlCharacter);
  });

  for (const form of FORMS) {
    it(`${form.feature}: maps each to a key every catalogue has, its English the domain's wording`, () => {
      const messages = new Set([...form.messages, ...(form.keys?.keys() ?? [])]);
      const missing: string[] = [];
      for (const message of messages) {
        const found = form.messageKey(message);
        if (!found) {
          missing.push(`no key: ${message}`);
          continue;
        }
        for (const [language, catalogue] of Object.entries(form.catalogues)) {
          const tree = catalogue as Tree;
          const forms = found.count === undefined ? [found.key] : pluralForms(language).map((f) => `${found.key}_${f}`);
          for (const key of forms) {
            const text = lookup(tree, key);
            if (typeof text !== 'string' || text.trim() === '') missing.push(`${language} ${key} (${message})`);
          }
        }
        const english = textFor(form.catalogues.en as Tree, 'en', found);
        const values = {
          ...found.values,
          ...(found.count !== undefined && { count: found.count }),
          ...(found.field !== undefined && { name: form.fieldLabel!(found.field) }),
        };
        expect(english === undefined ? undefined : fill(english, values), `${form.feature}: ${message}`).toBe(message);
      }
      expect(missing).toEqual([]);
    });
  }
});
