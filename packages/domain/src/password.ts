import { safeString } from './text-schema.ts';

/**
 * Password rules after NIST SP 800-63B and OWASP ASVS 5 (V6.2): a length
 * floor and a generous ceiling, any characters (spaces and emoji included),
 * paste allowed, no forced composition, and a check against passwords that
 * are common or known from breaches. The strength meter guides (spec §4:
 * too short / poor / average / strong) and its help text asks for letters and
 * numbers or symbols (spec §5); it does not refuse a long passphrase.
 */
export const PASSWORD_RULES = {
  minLength: 8,
  /** ASVS 5 recommends 15 or more where there is no second factor. */
  recommendedLength: 15,
  /** At least 64 must be allowed; 128 keeps hashing cost bounded. */
  maxLength: 128,
} as const;

export const PASSWORD_STRENGTHS = ['too_short', 'poor', 'average', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export const PASSWORD_TEXTS = {
  label: 'Password',
  help: `Use at least ${PASSWORD_RULES.minLength} characters (${PASSWORD_RULES.recommendedLength} or more is best) with letters and numbers or symbols.`,
  required: 'Password is required.',
  tooShort: `Your password must be at least ${PASSWORD_RULES.minLength} characters.`,
  tooLong: `Your password must be at most ${PASSWORD_RULES.maxLength} characters.`,
  common: 'This password is too common or has appeared in a data breach. Please choose another.',
  sameAsEmail: 'Your password must not be your email address.',
  strength: {
    too_short: 'Too short',
    poor: 'Poor',
    average: 'Average',
    strong: 'Strong',
  } satisfies Record<PasswordStrength, string>,
} as const;

/** Length in characters as a person counts them (an emoji is one), per NIST. */
export const passwordLength = (password: string) => [...password].length;

/** Canonical form for comparison with the common-password list. */
export const normalisePasswordForList = (password: string) => password.normalize('NFKC').toLowerCase();

function kinds(password: string) {
  return {
    letters: /\p{L}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digits: /\p{N}/u.test(password),
    symbols: /[^\p{L}\p{N}]/u.test(password),
  };
}

/** True for runs like "aaaaaaaa", "12345678" or "abcdefgh" that a list might miss. */
function isTrivialSequence(password: string): boolean {
  const cps = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  if (new Set(cps).size <= 2) return true;
  let up = true;
  let down = true;
  for (let i = 1; i < cps.length; i++) {
    if (cps[i] !== cps[i - 1]! + 1) up = false;
    if (cps[i] !== cps[i - 1]! - 1) down = false;
  }
  return up || down;
}

/**
 * The meter's verdict. `isCommon` comes from the common-password list (the
 * browser loads it lazily; until then the meter judges without it).
 */
export function passwordStrength(password: string, opts: { isCommon?: boolean } = {}): PasswordStrength {
  const length = passwordLength(password);
  if (length < PASSWORD_RULES.minLength) return 'too_short';
  if (opts.isCommon || isTrivialSequence(password)) return 'poor';
  const k = kinds(password);
  const mixed = k.letters && (k.digits || k.symbols);
  const distinct = new Set([...password]).size;
  if (length >= PASSWORD_RULES.recommendedLength) return distinct >= 6 ? 'strong' : 'average';
  if (!mixed) return 'poor';
  const classes = [k.lower, k.upper, k.digits, k.symbols].filter(Boolean).length;
  return length >= 12 && classes >= 3 ? 'strong' : 'average';
}

/**
 * Why a password cannot be used, or null. This is the acceptance rule the
 * server enforces; the meter's "poor" is advice, not refusal.
 */
export function passwordProblem(
  password: string,
  opts: { isCommon: boolean; email?: string | null },
): string | null {
  const length = passwordLength(password);
  if (length === 0) return PASSWORD_TEXTS.required;
  if (length < PASSWORD_RULES.minLength) return PASSWORD_TEXTS.tooShort;
  if (length > PASSWORD_RULES.maxLength) return PASSWORD_TEXTS.tooLong;
  if (opts.isCommon || isTrivialSequence(password)) return PASSWORD_TEXTS.common;
  if (opts.email && password.trim().toLowerCase() === opts.email.trim().toLowerCase()) return PASSWORD_TEXTS.sameAsEmail;
  return null;
}

/**
 * The password field of a form: length rules only (the list check needs the
 * list, which the server holds and the browser loads on demand). Never trimmed:
 * every character counts, spaces included.
 */
export const passwordField = safeString({ trim: false })
  .optional()
  .superRefine((v, ctx) => {
    const length = v === undefined ? 0 : passwordLength(v);
    if (length === 0) ctx.addIssue({ code: 'custom', message: PASSWORD_TEXTS.required });
    else if (length < PASSWORD_RULES.minLength) ctx.addIssue({ code: 'custom', message: PASSWORD_TEXTS.tooShort });
    else if (length > PASSWORD_RULES.maxLength) ctx.addIssue({ code: 'custom', message: PASSWORD_TEXTS.tooLong });
  })
  .transform((v) => v ?? '');

/** A password typed to log in: only required and bounded, never judged (old passwords still work). */
export const loginPasswordField = safeString({ trim: false })
  .max(1024, { message: PASSWORD_TEXTS.tooLong })
  .optional()
  .refine((v) => v !== undefined && v !== '', { message: PASSWORD_TEXTS.required })
  .transform((v) => v ?? '');
