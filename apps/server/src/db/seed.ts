import type { Deps } from '../deps.ts';

/**
 * Seeds demo content at start-up. Every seeder is idempotent (it inserts what
 * is missing and leaves what is there), so restarts keep people's data.
 */
export type Seeder = (deps: Deps) => Promise<void>;

const seeders: Array<[name: string, load: () => Promise<{ seed: Seeder }>]> = [
  ['schools', () => import('../modules/schools/seed.ts')],
  ['campaigns', () => import('../modules/campaigns/seed.ts')],
  ['competitions', () => import('../modules/competitions/seed.ts')],
  ['accounts', () => import('../modules/accounts/seed.ts')],
  ['challenges', () => import('../modules/challenges/seed.ts')],
];

export async function seedAll(deps: Deps, log: (msg: string) => void = () => {}) {
  for (const [name, load] of seeders) {
    const { seed } = await load();
    await seed(deps);
    log(`seeded ${name}`);
  }
}
