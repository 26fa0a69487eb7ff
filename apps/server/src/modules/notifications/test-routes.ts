import { z } from 'zod';
import { requiredEmail } from '@numbloom/domain/accounts';
import type { ModulePlugin } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertFromThisMachine, assertTestMode } from '../../lib/test-mode.ts';
import { findUserByEmail } from '../accounts/service.ts';
import { sweepNotifications } from './service.ts';

export const TEST_NOTIFICATIONS_SWEEP_PATH = '/api/v2/test/notifications/sweep/';

const body = z.object({ email: requiredEmail }).strict();

/**
 * Test mode only (see lib/test-mode.ts): the notifications journey's sweep now, instead of at the
 * next interval, for one person only, so the journeys beside it on the shared test server get no
 * mail they did not expect. The sweep is the real one: what is due, claimed once, then sent.
 */
const testNotifications: ModulePlugin = async (app, { deps }) => {
  assertTestMode(deps.config, 'the test notifications route');
  app.post(TEST_NOTIFICATIONS_SWEEP_PATH, { schema: { hide: true, body } }, async (request) => {
    assertFromThisMachine(request);
    const user = await findUserByEmail(deps, request.body.email!);
    if (!user) throw notFound('No account with this email.');
    return sweepNotifications(deps, request.log, [user.id]);
  });
};
export default testNotifications;
