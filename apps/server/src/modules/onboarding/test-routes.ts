import { z } from 'zod';
import { requiredEmail } from '@numbloom/domain/accounts';
import type { ModulePlugin } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertFromThisMachine, assertTestMode } from '../../lib/test-mode.ts';
import { backdateOpenCodes } from './store.ts';

export const TEST_CODES_BACKDATE_PATH = '/api/v2/test/verification-codes/backdate/';

const body = z.object({ email: requiredEmail, seconds: z.number().int().min(1).max(86_400) }).strict();

/**
 * Test mode only (see lib/test-mode.ts): the verification-code journey's way
 * past the 60-second resend cooldown. The codes of an open sign-up are moved
 * into the past; the server then applies its real rule to them, and the page
 * moves its own clock (Playwright's page.clock). Nothing else on the shared
 * test server changes time, so journeys running beside it are untouched.
 */
const testCodes: ModulePlugin = async (app, { deps }) => {
  assertTestMode(deps.config, 'the test verification-codes route');
  app.post(TEST_CODES_BACKDATE_PATH, { schema: { hide: true, body } }, async (request) => {
    assertFromThisMachine(request);
    const { email, seconds } = request.body;
    const moved = await backdateOpenCodes(deps.database.db, email!, seconds);
    if (moved === 0) throw notFound('No open sign-up for this email.');
    return { moved };
  });
};
export default testCodes;
