import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import path from 'node:path';
import { buildApp } from './app.ts';
import { seedAll } from './db/seed.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/**
 * On a machine with no SECRET_KEY (a local run), keep one under DATA_DIR so
 * sessions and CSRF tokens survive a restart. Production must set its own.
 */
function localSecret(env: NodeJS.ProcessEnv): { SECRET_KEY?: string } {
  if (env.SECRET_KEY || env.NODE_ENV === 'production') return {};
  const dir = path.resolve(env.DATA_DIR ?? 'data');
  const file = path.join(dir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return { SECRET_KEY: readFileSync(file, 'utf8').trim() };
}

/** Starts the server: config, database (migrated and seeded), app, then listen. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env, localSecret(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.SEED) await seedAll({ config, database, now: () => new Date() }, (m) => app.log.info(m));

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Numbloom is running at ${config.PUBLIC_URL} (database: ${database.driver})`);
}

await main();
