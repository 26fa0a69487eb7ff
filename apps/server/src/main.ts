import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import path from 'node:path';
import { buildApp } from './app.ts';
import { seedAll } from './db/seed.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { announceServer, claimDatabase, releaseDatabase, waitFor } from './db/owner.ts';
import { EXIT_DATABASE_FAULT, type DatabaseFault } from './db/fatal.ts';

/**
 * A full disk or a PANIC-class fault (db/fatal.ts): one line says why (the database's own words about
 * its files, nothing of anyone's data), written before the process ends, and the process exits at once
 * rather than answer 500s or spin. Acknowledged answers are already written; the rest fail their requests.
 */
function stopForDatabase(fault: DatabaseFault): never {
  const line = { level: 60, time: Date.now(), msg: `the database cannot go on (${fault.reason}): stopping so that the supervisor restarts the server`, fault };
  writeSync(2, `${JSON.stringify(line)}\n`);
  process.exit(EXIT_DATABASE_FAULT);
}

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

/**
 * Takes DATA_DIR's embedded database for this server (db/owner.ts): waits
 * while the staff command line holds it, and stops if another server does.
 */
async function holdEmbeddedDatabase(dataDir: string) {
  const owner = await waitFor(async () => {
    const holder = await claimDatabase(dataDir, 'server');
    if (holder?.kind === 'server') {
      console.error(`Another Numbloom server (pid ${holder.pid}) is running on ${dataDir}: the embedded database serves one process.`);
      process.exit(1);
    }
    return holder ? null : 'ours';
  }, 120_000);
  if (!owner) {
    console.error(`The staff command line has held the database in ${dataDir} for two minutes; stop it and start again.`);
    process.exit(1);
  }
  // However the process ends, the database is free again.
  process.on('exit', () => releaseDatabase(dataDir));
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
  const dataDir = path.resolve(config.DATA_DIR);
  const embedded = !config.DATABASE_URL;
  if (embedded) await holdEmbeddedDatabase(dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, onFatal: stopForDatabase });
  await database.migrate();
  // The embedded database serves this process only: the staff command line asks this server
  // to run its commands instead, proving it runs here with a token only DATA_DIR's owner can read.
  const staffCliToken = embedded ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp({ config, database, staffCliToken });
  if (config.SEED) await seedAll({ config, database, now: () => new Date() }, (m) => app.log.info(m));

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    if (embedded) releaseDatabase(dataDir);
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  if (staffCliToken) {
    const { port } = app.server.address() as AddressInfo;
    const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    announceServer(dataDir, `http://${host}:${port}`, staffCliToken);
  }
  app.log.info(`Numbloom is running at ${config.PUBLIC_URL} (database: ${database.driver})`);
}

await main();
