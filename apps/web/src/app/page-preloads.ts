/**
 * The chunks a page of the children's entry loads one after the other, named so the server can announce
 * them with the page (`<link rel="modulepreload">`, decision 097): the browser then fetches them at once,
 * beside the entry, instead of the entry, then player-pages, then the page, then the player. Keys are the
 * page's path (packages/domain site-pages); values the modules' source paths, from the web app's folder.
 * The build writes each one's own files, those of play.html itself left out, to PAGE_PRELOADS_FILE.
 */
export const PAGE_PRELOADS: Record<string, readonly string[]> = {
  // the first question waits on the run player and the maths engine (78 KB): asked for with the page
  'activities/episode/:id/play': [
    'src/app/player-pages.tsx',
    'src/features/episodes/play-page.tsx',
    'src/player/child-run-player.tsx',
  ],
  // the challenge's player fetches the run player at once too, while the child picks an activity
  'challenge/:uuid/play': [
    'src/app/player-pages.tsx',
    'src/features/challenges/play-page.tsx',
    'src/player/child-run-player.tsx',
  ],
  // a signed-in child's page of an activity and of a challenge
  'activities/episode/:id': ['src/app/player-pages.tsx', 'src/features/episodes/child-activity-page.tsx'],
  'challenge/:uuid': ['src/app/player-pages.tsx', 'src/features/challenges/child-challenge-page.tsx'],
  // a signed-in child's activities, practice and challenges (decision 101)
  activities: ['src/app/child-site-pages.tsx', 'src/features/activities/child-browse-page.tsx'],
  'activities/:kind/:value': ['src/app/child-site-pages.tsx', 'src/features/activities/child-browse-page.tsx'],
  practice: ['src/app/child-site-pages.tsx', 'src/features/episodes/child-practice-page.tsx'],
  challenges: ['src/app/child-site-pages.tsx', 'src/features/challenges/child-challenges-page.tsx'],
};
