import { z } from 'zod';
import { localeCode, regionCode, safeString } from './text-schema.ts';
import { MESSAGES, SUPPORT_EMAIL } from './api-errors.ts';
import { ACCOUNT_MESSAGES, MAIL_DELAY_MINUTES, signUpFields, trialSummarySchema, userSchema } from './accounts.ts';

/**
 * Free-trial onboarding with email verification by code (spec §4, §7, §8).
 * The flow: the form sends the sign-up fields (send-purchase-validation-email),
 * the server emails a 6-digit code bound to that pending sign-up and answers
 * with an opaque token; the page sends the token and the code
 * (create-trial-license-for-guest-users) and gets one of the trial outcomes.
 */

/**
 * Emailed one-time codes (NIST SP 800-63A/B): 6 digits from a CSPRNG, valid
 * long enough for slow mail (the page says it may take up to
 * MAIL_DELAY_MINUTES) and never more than 24 hours, 5 wrong tries per code and
 * 100 per address.
 */
export const VERIFICATION_CODE = {
  digits: 6,
  pattern: /^\d{6}$/,
  lifetimeMinutes: 120,
  /** A hard ceiling whatever the lifetime is set to. */
  maxLifetimeMinutes: 24 * 60,
  maxWrongPerCode: 5,
  maxWrongPerAddressPerDay: 100,
  resendCooldownSeconds: 60,
  maxSendsPerAddressPerHour: 5,
  maxSendsPerIpPerHour: 30,
} as const;

/** Trials per person per academic year (spec §4: "maximum trials for the academic year"). */
export const MAX_TRIALS_PER_ACADEMIC_YEAR = 2;

/**
 * First month (1-12) of the school year by region: August in the northern
 * hemisphere (US, Canada, UK, UAE, China, Germany), January in the southern (Australia,
 * New Zealand), February in Brazil (the states' school calendars start in early February).
 */
export const ACADEMIC_YEAR_START_MONTH: Record<string, number> = {
  us: 8,
  ca: 8,
  uk: 8,
  aue: 8,
  zh: 8,
  de: 8,
  au: 1,
  nz: 1,
  br: 2,
};
export const DEFAULT_ACADEMIC_YEAR_START_MONTH = 8;

/** The first instant (UTC) of the academic year that contains `at` in this region. */
export function academicYearStart(at: Date, regionCode: string): Date {
  const month = ACADEMIC_YEAR_START_MONTH[regionCode.toLowerCase()] ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const year = at.getUTCMonth() + 1 >= month ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, month - 1, 1));
}

export const ONBOARDING_MESSAGES = {
  codeRequired: MESSAGES.codeRequired,
  codeIncorrect: 'The code you entered was incorrect',
  codeExpired: 'This code has expired',
  tooManyAttempts: 'Maximum number of incorrect attempts',
  codeFormat: `Please enter the ${VERIFICATION_CODE.digits}-digit code from the email.`,
  mayTakeAWhile: `The email may take up to ${MAIL_DELAY_MINUTES} minutes to arrive. Please check your spam or junk folder too.`,
  codeSent: (email: string) => `We have sent a ${VERIFICATION_CODE.digits}-digit verification code to ${email}.`,
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  tooManySends: 'We have sent several codes to this address already. Please check your inbox or try again later.',
  tokenInvalid: 'This verification has ended. Please fill in the form again.',
  maxTrials: 'Maximum number of trials reached',
  maxTrialsYear: `You have used the maximum number of free trials for this academic year. Please upgrade to a paid plan to keep using Numbloom, or contact our support team at ${SUPPORT_EMAIL}.`,
  accountExistsHello: ACCOUNT_MESSAGES.accountExistsHello,
  emailExistsLogin: ACCOUNT_MESSAGES.emailExistsLogin,
  usernameExists: ACCOUNT_MESSAGES.usernameExists,
  onboardingError: MESSAGES.registrationError(SUPPORT_EMAIL),
  newTrial: (days: number) => `Your free trial has started. You have ${days} ${days === 1 ? 'day' : 'days'} remaining.`,
  trialRestored: (days: number) => `Welcome back! Your trial has been restored with ${days} ${days === 1 ? 'day' : 'days'} remaining.`,
  chooseTrial: 'You already have a free trial. Would you like to continue it or start a new one?',
  purchaseBy: (date: string) => `Purchase a licence by ${date} to keep your classes and progress.`,
} as const;

const regionFields = {
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
};

const tokenField = safeString({ message: ONBOARDING_MESSAGES.tokenInvalid })
  .max(200, { message: ONBOARDING_MESSAGES.tokenInvalid })
  .optional()
  .refine((v) => !!v, { message: ONBOARDING_MESSAGES.tokenInvalid })
  .transform((v) => v ?? '');

/** The code as typed: spaces are forgiven, anything else must be 6 digits. */
export const verificationCodeField = safeString()
  .max(20, { message: ONBOARDING_MESSAGES.codeFormat })
  .optional()
  .transform((v) => (v ?? '').replace(/\s/g, ''))
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.codeRequired });
    else if (!VERIFICATION_CODE.pattern.test(v)) ctx.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.codeFormat });
  });

/** POST onboarding-send-purchase-validation-email/: the trial form (same fields as sign-up). */
export const sendPurchaseValidationEmailRequestSchema = z.strictObject(signUpFields);
export type SendPurchaseValidationEmailRequest = z.input<typeof sendPurchaseValidationEmailRequestSchema>;

/** What a page needs after a code was sent: the token to send back and when a resend is allowed. */
export const verificationSentResponseSchema = z.object({
  token: z.string(),
  email: z.string(),
  code_length: z.literal(VERIFICATION_CODE.digits),
  expires_at: z.string(),
  resend_available_at: z.string(),
  message: z.string(),
  note: z.string(),
});
export type VerificationSent = z.infer<typeof verificationSentResponseSchema>;

/** POST onboarding-resend-verification-email */
export const resendVerificationEmailRequestSchema = z.strictObject({ token: tokenField, ...regionFields });

/** GET onboarding-token-status?token= */
export const tokenStatusQuerySchema = z.object({ token: tokenField, ...regionFields });
export const TOKEN_STATUSES = ['pending', 'verified', 'expired', 'locked', 'invalid'] as const;
export const tokenStatusResponseSchema = z.object({
  status: z.enum(TOKEN_STATUSES),
  email: z.string().nullable(),
  expires_at: z.string().nullable(),
  resend_available_at: z.string().nullable(),
  attempts_remaining: z.number().int().min(0),
});
export type TokenStatus = z.infer<typeof tokenStatusResponseSchema>;

/** POST create-trial-license-for-guest-users/: the token and the code from the email. */
export const createTrialForGuestRequestSchema = z.strictObject({
  token: tokenField,
  code: verificationCodeField,
  ...regionFields,
});

/** The choice offered when a person already has a trial (spec §4). */
export const TRIAL_CHOICES = ['restore', 'new'] as const;
export type TrialChoice = (typeof TRIAL_CHOICES)[number];

/** POST create-trial-license-for-logged-in-users/ */
export const createTrialForLoggedInRequestSchema = z.strictObject({
  choice: z.enum(TRIAL_CHOICES, { message: MESSAGES.invalidInput }).optional(),
  ...regionFields,
});

/** POST /api/v2/accounts/signup/verify/: the same token and code, finishing a sign-up without a trial. */
export const signUpVerifyRequestSchema = createTrialForGuestRequestSchema;

/** Spec §4 free-trial outcomes, one shape each. */
export const trialOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('new_trial'),
    trial: trialSummarySchema,
    days_remaining: z.number().int(),
    purchase_by: z.string(),
    message: z.string(),
  }),
  z.object({
    outcome: z.literal('trial_restored'),
    trial: trialSummarySchema,
    days_remaining: z.number().int(),
    purchase_by: z.string(),
    message: z.string(),
  }),
  z.object({
    outcome: z.literal('choose'),
    previous: trialSummarySchema,
    new_trial_days: z.number().int(),
    message: z.string(),
  }),
  z.object({
    outcome: z.literal('max_trials_reached'),
    /** 'Maximum number of trials reached' */
    message: z.string(),
    /** The yearly-trials text: upgrade or contact support. */
    detail: z.string(),
    trials_used: z.number().int(),
    max_trials: z.number().int(),
  }),
  z.object({ outcome: z.literal('account_exists'), message: z.string() }),
]);
export type TrialOutcome = z.infer<typeof trialOutcomeSchema>;
export type TrialOutcomeKind = TrialOutcome['outcome'];

/** A trial response also says who is now signed in (a guest is signed in by it). */
export const trialResponseSchema = z.object({ result: trialOutcomeSchema, user: userSchema.nullable() });
export type TrialResponse = z.infer<typeof trialResponseSchema>;

/** GET onboarding-get-teacher-information/: what the onboarding page shows a signed-in person. */
export const teacherInformationResponseSchema = z.object({
  logged_in: z.boolean(),
  user: userSchema.nullable(),
  trial: trialSummarySchema.nullable(),
  trials_used_this_academic_year: z.number().int(),
  max_trials_per_academic_year: z.number().int(),
  academic_year_start: z.string().nullable(),
  free_trial_period: z.number().int(),
  /** What asking for a trial now would give, before asking. */
  next_outcome: z.enum(['new_trial', 'trial_restored', 'choose', 'max_trials_reached']).nullable(),
});
export type TeacherInformation = z.infer<typeof teacherInformationResponseSchema>;

export const ONBOARDING_PATHS = {
  teacherInformation: '/api/v2/accounts/onboarding-get-teacher-information/',
  sendPurchaseValidationEmail: '/api/v2/accounts/onboarding-send-purchase-validation-email/',
  resendVerificationEmail: '/api/v2/accounts/onboarding-resend-verification-email',
  tokenStatus: '/api/v2/accounts/onboarding-token-status',
  createTrialForGuest: '/api/v2/accounts/onboarding-create-trial-license-for-guest-users/',
  createTrialForLoggedIn: '/api/v2/accounts/onboarding-create-trial-license-for-logged-in-users/',
} as const;
