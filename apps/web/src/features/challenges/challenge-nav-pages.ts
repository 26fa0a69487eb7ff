import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';

/**
 * The challenge's pages and their names' keys, in the order its nav shows them: the site's nav and the
 * children's entry's (the play page, decision 096) list the same ones, without the one's router or i18next.
 */
export const challengeNavPages = (uuid: string) =>
  [
    [CHALLENGE_PAGES.challenge(uuid), 'nav.about'],
    [CHALLENGE_PAGES.play(uuid), 'nav.play'],
    [CHALLENGE_PAGES.leaderboard(uuid), 'nav.leaderboard'],
    [CHALLENGE_PAGES.register(uuid), 'nav.register'],
    [CHALLENGE_PAGES.certificates(uuid), 'nav.certificates'],
  ] as const;
