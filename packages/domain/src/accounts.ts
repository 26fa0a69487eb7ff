import { z } from 'zod';
import { localeCode, regionCode, safeString, text } from './text-schema.ts';
import { MESSAGES, SUPPORT_EMAIL } from './api-errors.ts';
import { emailField, nameField, textField } from './form-rules.ts';
import { captchaField } from './captcha.ts';
import { loginPasswordField, passwordField } from './password.ts';
import { SIGN_IN_WAIT_MINUTES, SSO_PROVIDERS, type SsoProvider } from './account-paths.ts';

// the paths live apart so the site's shell can know them without zod (decision 052)
export { ACCOUNT_PAGES, ACCOUNT_PATHS, SIGN_IN_WAIT_MINUTES, SSO_PROVIDERS, type SsoProvider } from './account-paths.ts';

/**
 * Accounts: who signs in, how, and the texts they read (spec §1, §6, §8).
 * Shared by the sign-up, login and account pages and by the server's routes.
 */

/** Spec §1 audience kinds that have an account (guest students have none). */
export const ROLES = ['teacher', 'parent', 'school_leader', 'student'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose when signing up; students come in through a class code. */
/** The roles that keep classes (a teacher's, or the classes a school leader sets up for the school): one rule for the server's check and the Account page. */
export const CLASS_ROLES: readonly Role[] = ['teacher', 'school_leader'];
export const keepsClasses = (role: string) => (CLASS_ROLES as readonly string[]).includes(role);

export const SIGNUP_ROLES = ['teacher', 'parent', 'school_leader'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  teacher: 'Teacher',
  parent: 'Parent',
  school_leader: 'School leader',
  student: 'Student',
};

export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Limits of account fields. */
export const ACCOUNT_LIMITS = {
  className: 50,
  studentName: 50,
  studentsPerRequest: 40,
  studentsPerClass: 60,
  classesPerTeacher: 20,
  /** Class codes: 8 characters from an alphabet with no look-alikes (0/O, 1/I/L). */
  classCodeLength: 8,
  /** A parent's family (the class their account holds for their children, decision 041). */
  childrenPerFamily: 10,
} as const;

/**
 * The longest an email we send (a password-reset link, a verification code)
 * may take to arrive, in minutes, as the pages say (spec §4: "The verification
 * email may take up to 30 minutes").
 */
export const MAIL_DELAY_MINUTES = 30;

/** Spec §8 account texts, complete sentences where the spec shows only the start. */
export const ACCOUNT_MESSAGES = {
  usernameExists: 'Username already exists',
  emailExistsLogin: 'An account with that email already exists. Please login using the email.',
  accountExistsHello:
    'Hello, this account already exists in our system. Please log in with your email and password, or reset your password if you have forgotten it.',
  invalidLogin: 'The email or password you entered is incorrect.',
  loginRequired: 'Please log in to continue.',
  loggedOut: 'You have been logged out.',
  teachersOnly: 'Only a teacher account can do this.',
  passwordResetSent:
    `If an account exists for that address, we have sent it a link to reset the password. The email may take up to ${MAIL_DELAY_MINUTES} minutes to arrive.`,
  passwordResetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  classCodeInvalid: 'We could not find a class with that code. Please check it with your teacher.',
  studentNotInClass: 'Please pick your name from the list.',
  classNameRequired: 'Class name is required.',
  classCodeRequired: 'Class code is required.',
  tooManyForAccount: `Too many failed attempts for this account. Please wait ${SIGN_IN_WAIT_MINUTES} minutes or reset your password.`,
  studentNamesRequired: 'Please enter at least one student name.',
  parentsOnly: 'Only a parent account can do this.',
  childGradeRequired: "Please choose your child's grade.",
  tooManyChildren: `A family can have at most ${ACCOUNT_LIMITS.childrenPerFamily} children.`,
  tooManyClasses: `You can have at most ${ACCOUNT_LIMITS.classesPerTeacher} classes.`,
  ssoFailed: (provider: string) => `Sign-in with ${provider} did not complete. Please try again.`,
  ssoNotConfigured: 'This sign-in option is not available.',
  ssoEmailUnverified: 'Your account with this provider has no verified email address, so we cannot sign you in with it.',
  supportEmail: SUPPORT_EMAIL,
} as const;

/** The grades a child may be in, K to 6 (the catalogue's grade codes). */
export const CHILD_GRADES = ['K', '1', '2', '3', '4', '5', '6'] as const;
export type ChildGrade = (typeof CHILD_GRADES)[number];
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Class codes are typed by children: spaces and case do not matter. */
export const prepareClassCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export const regionFields = {
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
};

/** An email field that must be present and valid, lower-cased for the server. */
export const requiredEmail = emailField(true);

export const loginRequestSchema = z.strictObject({
  email: emailField(true),
  password: loginPasswordField,
  ...regionFields,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The sign-up form's text for a role not chosen (the schema and the form's translations both use it). */
export const ROLE_REQUIRED = 'Please choose your role.';

/** The sign-up form (email route): the same fields start a free trial (onboarding.ts). */
export const signUpFields = {
  first_name: nameField('first_name', true),
  last_name: nameField('last_name', true),
  email: requiredEmail,
  password: passwordField,
  role: z
    .enum(SIGNUP_ROLES, { message: ROLE_REQUIRED })
    .optional()
    .refine((v) => v !== undefined, { message: ROLE_REQUIRED })
    .transform((v) => v ?? 'teacher'),
  captcha: captchaField,
  terms_agreed: z
    .boolean({ message: MESSAGES.termsRequired })
    .optional()
    .refine((v) => v === true, { message: MESSAGES.termsRequired }),
  marketing_opt_in: z.boolean().optional(),
  ...regionFields,
};
export const signUpRequestSchema = z.strictObject(signUpFields);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The public face of a user: what any response may carry. Never a hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  region_code: z.string(),
  language_code: z.string(),
  created_at: z.string(),
  /** Which ways this person can sign in. */
  sign_in_methods: z.array(z.enum(['password', 'google', 'microsoft', 'class_code'])),
});
export type User = z.infer<typeof userSchema>;

export const trialSummarySchema = z.object({
  id: z.string(),
  started_at: z.string(),
  ends_at: z.string(),
  /** The date by which to buy a licence to keep going (the trial's last day). */
  purchase_by: z.string(),
  days_remaining: z.number().int().min(0),
  status: z.enum(['active', 'ended']),
});
export type TrialSummary = z.infer<typeof trialSummarySchema>;

/** GET /api/v2/accounts/me/: the signed-in person and their trial. 401 when nobody is signed in. */
export const meResponseSchema = z.object({ user: userSchema, trial: trialSummarySchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/v2/accounts/session/: who the header greets. Always 200, with
 * `viewer: null` for a guest, so every page can ask without a 401 in the
 * browser's console; only the name and role, nothing private.
 */
export const viewerSchema = z.object({ first_name: z.string(), last_name: z.string(), role: z.enum(ROLES) });
export const sessionResponseSchema = z.object({ viewer: viewerSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type Viewer = z.infer<typeof viewerSchema>;

export const okResponseSchema = z.object({ status: z.literal('ok'), message: z.string().optional() });

export const passwordResetRequestSchema = z.strictObject({ email: requiredEmail, ...regionFields });
export const passwordResetConfirmSchema = z.strictObject({
  token: safeString({ message: ACCOUNT_MESSAGES.passwordResetInvalid }).min(1, { message: ACCOUNT_MESSAGES.passwordResetInvalid }).max(200, { message: ACCOUNT_MESSAGES.passwordResetInvalid }),
  password: passwordField,
  ...regionFields,
});
export const changePasswordSchema = z.strictObject({
  current_password: loginPasswordField,
  new_password: passwordField,
  ...regionFields,
});
export const updateAccountSchema = z.strictObject({
  first_name: nameField('first_name', true),
  last_name: nameField('last_name', true),
  ...regionFields,
});

/**
 * What makes two students' names the same to a child picking theirs: case,
 * spacing and compatibility forms aside ("Mia", "MIA", "Mia " are one name).
 * The server numbers students by it, the teacher's form warns by it.
 */
export const studentNameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A student as the class list shows them; `name_number` is set when another
 * student of the class has the same name, and stays theirs (decision 011).
 */
export const studentSchema = z.object({ id: z.string(), display_name: z.string(), name_number: z.number().int().nullable() });
export type Student = z.infer<typeof studentSchema>;

/**
 * A student's name as every list of a class shows it, the child's login picker,
 * the teacher's class card and the class's progress alike: with their number when
 * another student of the class has the same name ("Mia (2)").
 */
export const listedStudentName = (student: Pick<Student, 'display_name' | 'name_number'>) =>
  student.name_number === null ? student.display_name : `${student.display_name} (${student.name_number})`;
export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  class_code: z.string(),
  students: z.array(studentSchema),
  created_at: z.string(),
});
export type TeacherClass = z.infer<typeof classSchema>;

/** GET /api/v2/accounts/onboarding-get-my-class-code/ */
export const myClassCodeResponseSchema = z.object({
  /** The first class's code, the one onboarding shows; null before any class exists. */
  class_code: z.string().nullable(),
  classes: z.array(classSchema),
});
/** POST /api/v2/accounts/onboarding-get-my-class-code/: creates a class (named, or "My class"). */
export const createClassRequestSchema = z.strictObject({
  name: textField('class_name', { required: false, max: ACCOUNT_LIMITS.className }),
  ...regionFields,
});
/** A student's name as a teacher types it: one rule, limit and set of messages for adding and renaming. */
const studentNameField = () => nameField('student_name', true);
/** POST /api/v2/accounts/classes/{id}/students/ */
export const addStudentsRequestSchema = z.strictObject({
  names: z
    .array(studentNameField(), { message: ACCOUNT_MESSAGES.studentNamesRequired })
    .min(1, { message: ACCOUNT_MESSAGES.studentNamesRequired })
    .max(ACCOUNT_LIMITS.studentsPerRequest, { message: `Please add at most ${ACCOUNT_LIMITS.studentsPerRequest} students at a time.` }),
  ...regionFields,
});
/**
 * PATCH /api/v2/accounts/students/{id}/: the student's teacher changes their
 * name. A name another student of the class has gives this one the next
 * number; the others keep theirs (decision 011).
 */
export const renameStudentRequestSchema = z.strictObject({
  display_name: studentNameField(),
  ...regionFields,
});
export type RenameStudentRequest = z.input<typeof renameStudentRequestSchema>;

/**
 * A parent's children (decision 041): the students of the family their account
 * holds, a class like a teacher's, so a child signs in the way a class's
 * students do: the family code, then their name.
 */
export const childSchema = studentSchema.extend({ grade: z.enum(CHILD_GRADES).nullable() });
export type Child = z.infer<typeof childSchema>;
/** GET and POST /api/v2/accounts/children/ answer the family code (null before the first child) and the children. */
export const childrenResponseSchema = z.object({ family_code: z.string().nullable(), children: z.array(childSchema) });
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;
/** POST /api/v2/accounts/children/: adds a child by first name and grade. */
export const addChildRequestSchema = z.strictObject({
  first_name: nameField('first_name', true),
  grade: z
    .enum(CHILD_GRADES, { message: ACCOUNT_MESSAGES.childGradeRequired })
    .optional()
    .refine((v) => v !== undefined, { message: ACCOUNT_MESSAGES.childGradeRequired })
    .transform((v) => v ?? 'K'),
  ...regionFields,
});
export type AddChildRequest = z.input<typeof addChildRequestSchema>;

/**
 * POST /api/v2/accounts/teacher-code-login/: step one sends the class code
 * and gets the names to pick from; step two sends the code and the picked id.
 */
export const teacherCodeLoginRequestSchema = z.strictObject({
  class_code: safeString()
    .max(20, { message: ACCOUNT_MESSAGES.classCodeInvalid })
    .optional()
    .refine((v) => !!v?.trim(), { message: ACCOUNT_MESSAGES.classCodeRequired })
    .transform((v) => v ?? ''),
  student_id: text(64).optional(),
  ...regionFields,
});
export const teacherCodeLoginResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('pick_name'), class_name: z.string(), students: z.array(studentSchema) }),
  z.object({ step: z.literal('logged_in'), user: userSchema }),
]);
export type TeacherCodeLoginResponse = z.infer<typeof teacherCodeLoginResponseSchema>;

/** GET /api/v2/accounts/sso-providers/: only the configured providers are listed. */
export const ssoProvidersResponseSchema = z.object({
  providers: z.array(z.object({ id: z.enum(SSO_PROVIDERS), name: z.string(), start_url: z.string() })),
});
export type SsoProviders = z.infer<typeof ssoProvidersResponseSchema>;
