/**
 * Where accounts live: the API paths and the pages emails and redirects point
 * at, and how long a refused password sign-in may make its owner wait. Apart
 * from accounts.ts, which holds the schemas, so the site's shell (its header
 * asks who is signed in on every page) and the staff admin's texts
 * (staff.ts) can know them without loading zod (decisions 026, 052).
 */

/**
 * The longest a password sign-in refused after too many wrong tries makes its
 * owner wait, in minutes (decision 058): the tight windows per account and
 * network address or known browser last this long, and the account-wide wait
 * doubles up to it. The refusal texts of accounts and of the staff admin say it.
 */
export const SIGN_IN_WAIT_MINUTES = 15;

export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Where the API lives, for the browser and the tests. */
export const ACCOUNT_PATHS = {
  signUp: '/api/v2/accounts/signup/',
  signUpVerify: '/api/v2/accounts/signup/verify/',
  login: '/api/v2/accounts/login/',
  logout: '/api/v2/accounts/logout/',
  me: '/api/v2/accounts/me/',
  session: '/api/v2/accounts/session/',
  account: '/api/v2/accounts/account/',
  changePassword: '/api/v2/accounts/account/password/',
  passwordReset: '/api/v2/accounts/password-reset/',
  passwordResetConfirm: '/api/v2/accounts/password-reset/confirm/',
  myClassCode: '/api/v2/accounts/onboarding-get-my-class-code/',
  classStudents: (classId: string) => `/api/v2/accounts/classes/${classId}/students/`,
  children: '/api/v2/accounts/children/',
  teacherCodeLogin: '/api/v2/accounts/teacher-code-login/',
  ssoProviders: '/api/v2/accounts/sso-providers/',
  ssoStart: (provider: SsoProvider) => `/api/v2/accounts/sso/${provider}/start`,
  ssoCallback: (provider: SsoProvider) => `/api/v2/accounts/sso/${provider}/callback`,
} as const;

/** The page paths (under /{region}/{language}) that emails and redirects point at. */
export const ACCOUNT_PAGES = {
  account: 'account/',
  login: 'login/',
  signUp: 'signup/',
  resetPassword: 'reset-password/',
  studentLogin: 'student-login/',
  children: 'account/children/',
  mailbox: 'dev/mailbox/',
} as const;
