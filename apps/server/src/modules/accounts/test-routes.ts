import { z } from 'zod';
import { regionFields, requiredEmail, SIGNUP_ROLES, signUpFields } from '@numbloom/domain/accounts';
import type { ModulePlugin } from '../../deps.ts';
import { assertFromThisMachine, assertTestMode } from '../../lib/test-mode.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { createAccount, localeOf } from './service.ts';
import { startSession } from './sessions.ts';

export const TEST_ACCOUNT_PATH = '/api/v2/test/accounts/';

const body = z.object({
  first_name: signUpFields.first_name,
  last_name: signUpFields.last_name,
  email: requiredEmail,
  password: z.string().min(8).max(200),
  role: z.enum(SIGNUP_ROLES),
  ...regionFields,
});

/**
 * Test mode only (NODE_ENV=test; app.ts never registers it otherwise, and it
 * refuses to start in production): makes an account with a verified email and
 * a password through the accounts service, and signs the caller in, as a
 * finished sign-up would. The browser journeys that are not about signing up
 * start from here instead of the captcha, the mailbox and the code
 * (apps/web/e2e/fixtures.ts). Answers this machine only, and is not in the API
 * document.
 */
const testAccounts: ModulePlugin = async (app, { deps }) => {
  assertTestMode(deps.config, 'the test accounts route');
  app.post(TEST_ACCOUNT_PATH, { schema: { hide: true, body } }, async (request, reply) => {
    assertFromThisMachine(request);
    const b = request.body;
    const locale = localeOf(b.region_code ?? 'us', b.language_code ?? 'en');
    const user = await deps.database.db.transaction(async (tx) =>
      createAccount(tx, deps, {
        email: b.email!,
        passwordHash: await hashPassword(b.password),
        firstName: b.first_name!.trim(),
        lastName: b.last_name!.trim(),
        role: b.role,
        regionCode: locale.region,
        languageCode: locale.language,
        marketingOptIn: false,
        emailVerifiedAt: deps.now(),
      }),
    );
    await startSession(deps, request, reply, user.id);
    return { id: user.id, email: user.email };
  });
};
export default testAccounts;
