/**
 * The challenges a signed-in child's class (or their parent) entered them in, for their list of challenges
 * (decision 101). Types and the path only: the response schema is in child-home-schema.ts, so the child's pages
 * never load zod. A module of its own so the children's entry, which reads child-home.ts, does not carry it.
 */
export const CHILD_CHALLENGES_PATH = '/api/v2/my/challenges/';

/** How many of the challenges that are over the child's list still shows, the latest first. */
export const CHILD_PAST_CHALLENGES = 6;

export interface ChildChallenge {
  uuid: string;
  name: string;
  stage: 'registration' | 'warmup' | 'contest' | 'over';
  contest_starts_at: string;
  contest_ends_at: string;
  /** the time zone the challenge's dates are said in */
  time_zone: string;
}

/** GET CHILD_CHALLENGES_PATH: on now (the soonest to end first), coming up (the soonest first), then the latest over. */
export interface ChildChallengesResponse {
  results: ChildChallenge[];
}
