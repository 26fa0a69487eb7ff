import { captchaChallengeSchema, CAPTCHA_CHALLENGE_PATH, type CaptchaChallenge } from '@numbloom/domain/captcha';
import type { ModulePlugin } from '../../deps.ts';
import { newChallenge } from './service.ts';
import { routeLimit } from '../accounts/throttle.ts';

const captcha: ModulePlugin = async (app, { deps }) => {
  app.get(
    CAPTCHA_CHALLENGE_PATH,
    {
      schema: {
        summary: 'A signed ALTCHA proof-of-work challenge for the sign-up and trial forms',
        tags: ['captcha'],
        response: { 200: captchaChallengeSchema },
      },
      config: routeLimit(deps, 60),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // altcha-lib's Challenge type and our schema describe the same JSON.
      return (await newChallenge(deps)) as CaptchaChallenge;
    },
  );
};
export default captcha;
