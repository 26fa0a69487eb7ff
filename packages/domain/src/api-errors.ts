/**
 * The one error shape every API answer uses for a failure (spec §3: error
 * payloads may carry user_message); its zod schema is in api-error-schema.ts,
 * kept apart so pages that only need the texts do not load zod.
 */
export interface ApiError {
  user_message: string;
  errors?: Record<string, string>;
  /** The id of the failed request: shown with a generic error so a person can quote it to support, kept in the log. */
  error_id?: string;
}

/** Spec §5 general texts used by more than one form. */
export const MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  fieldRequired: '* This field is required.',
  required: 'This field is required.',
  invalidInput: 'Invalid input.',
  /** A field the route does not take (a strict schema's unrecognised key, error-handler.ts). */
  unknownField: 'Unknown field.',
  invalidEmail: 'Invalid email address.',
  invalidEmailExample: (email: string) => `Invalid email address - please check format (e.g. ${email})`,
  invalidPhone: 'Invalid phone number.',
  invalidName: 'Name contains invalid characters.',
  termsRequired: 'Please agree to our Terms of Use and Privacy Policy',
  codeRequired: 'Verification code is required.',
  captcha: 'Please verify that you are not a robot',
  submissionError: 'There was an error in the submission.',
  registrationError: (email: string) =>
    `There was an error in the submission of the registration form. Please contact us at ${email}.`,
  networkFailed: 'Network request failed',
  networkTimeout: 'Network request timed out',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  /** A region_code that names none of the sites (spec §3): refused, never read as the US. */
  unknownRegion: 'This region is not available. region_code must be one of US, CA, AU, NZ, UK, AUE, ZH.',
  serverError: 'Something went wrong on our side. Please try again.',
  csrf: 'Your session has expired. Please reload the page and try again.',
  bodyTooLarge: 'The data sent is too large.',
  unsupportedMediaType: 'The data must be sent as JSON in UTF-8.',
  invalidAddress: 'This address is not valid.',
  /** A school id the registration or challenge form sent that we do not have. */
  schoolNotFound: 'This school was not found.',
  crossSite: 'This request came from another site and was refused. Please use the form on our site.',
} as const;

/** A generic error with the id support can look up: "Something went wrong… (error id: abc123)". */
export const withErrorId = (message: string, errorId: string | undefined) => (errorId ? `${message} (error id: ${errorId})` : message);
/** Splits a text made by withErrorId back into the text and the id (to show the text in the page's language). */
export function splitErrorId(text: string): { message: string; errorId?: string } {
  const found = / \(error id: ([A-Za-z0-9_-]+)\)$/.exec(text);
  return found ? { message: text.slice(0, found.index), errorId: found[1] } : { message: text };
}

export const SUPPORT_EMAIL = 'support@numbloom.com';
