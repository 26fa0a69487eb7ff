import { normalisePasswordForList } from './password.ts';

/**
 * The list of common and breached passwords (content/passwords, generated
 * from @zxcvbn-ts/language-common; see docs/decisions). Loaded on demand: the
 * browser fetches it as its own chunk when a password field is first used, the
 * server once at start.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('../../../content/passwords/common-passwords.json', { with: { type: 'json' } }).then(
    (module) => new Set(module.default as string[]),
  );
  return loading;
}

/** True when the password (compared without case) is on the list. */
export const isCommonPassword = (list: ReadonlySet<string>, password: string) =>
  list.has(normalisePasswordForList(password));
