/**
 * The catalogue key of a challenge's stage banner (a stage and a target kind
 * of packages/domain/src/challenges.ts). In the contest it says what scores,
 * which is what the challenge is scored by: stars, or right answers.
 */
export const stageBannerKey = (stage: string, targetKind: string): string =>
  stage === 'contest' ? `stages.contest_${targetKind}` : `stages.${stage}`;
