import { DEFAULT_MIN_PARTICIPANTS, DEFAULT_TIER_RULE } from '@numbloom/domain/challenges';
import type { Seeder } from '../../db/seed.ts';
import * as store from './store.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The seeded challenges' ids, fixed so links to them hold across restarts. */
export const SEEDED_CHALLENGES = {
  registration: '7d1c2a5e-4b8f-4c1e-9a3d-1f2e3d4c5b60',
  contest: '7d1c2a5e-4b8f-4c1e-9a3d-1f2e3d4c5b61',
  over: '7d1c2a5e-4b8f-4c1e-9a3d-1f2e3d4c5b62',
} as const;

/**
 * Three demo challenges, their windows set from the first start: one open for
 * registration, one in its contest, one over (a restart keeps them as they are).
 */
export const seed: Seeder = async (deps) => {
  const now = deps.now().getTime();
  const at = (days: number) => new Date(now + days * DAY);
  const common = {
    grades: ['2', '3', '4'],
    activityIds: ['grade-3-add-episode'],
    timeZone: 'America/New_York',
    targetKind: 'stars',
    target: 3,
    tierRule: DEFAULT_TIER_RULE,
    minParticipants: DEFAULT_MIN_PARTICIPANTS,
    createdAt: at(0),
    updatedAt: at(0),
  };
  const windows = (start: number) => ({
    registrationOpensAt: at(start - 14),
    registrationClosesAt: at(start + 6),
    warmupStartsAt: at(start - 3),
    contestStartsAt: at(start),
    contestEndsAt: at(start + 7),
  });
  const rows = [
    { id: SEEDED_CHALLENGES.registration, start: 10, en: 'Spring Number Challenge', fr: 'Défi maths du printemps', es: 'Reto de matemáticas de primavera', ar: 'تحدي الرياضيات الربيعي' },
    { id: SEEDED_CHALLENGES.contest, start: -2, en: 'World Number Week', fr: 'Semaine mondiale des nombres', es: 'Semana mundial de los números', ar: 'أسبوع الأعداد العالمي' },
    { id: SEEDED_CHALLENGES.over, start: -30, en: 'Autumn Problem-Solving Olympiad', fr: 'Olympiade de maths d’automne', es: 'Olimpiada matemática de otoño', ar: 'أولمبياد الرياضيات الخريفي' },
  ];
  for (const r of rows) {
    await store.insertChallengeIfMissing(deps.database.db, {
      ...common,
      ...windows(r.start),
      id: r.id,
      names: { en: r.en, fr: r.fr, es: r.es, ar: r.ar },
      descriptions: {
        en: 'A week of addition practice: every star you earn in the contest counts for your class and school.',
        fr: 'Une semaine d’additions : chaque étoile gagnée pendant le concours compte pour ta classe et ton école.',
        es: 'Una semana de sumas: cada estrella que ganes en el concurso cuenta para tu clase y tu escuela.',
        ar: 'أسبوع من الجمع: كل نجمة تربحها في المسابقة تُحسب لصفك ومدرستك.',
      },
    });
  }
};
