/**
 * `npm run staff -- <command>`: the staff command line (modules/staff/cli.ts;
 * `npm run staff -- help` lists the commands). With DATABASE_URL it opens
 * PostgreSQL. On the embedded database under DATA_DIR it asks the server
 * holding it, when one runs, to run the command (decision 037, db/owner.ts),
 * and opens the database itself only when nobody holds it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { claimDatabase, isAlive, readOwner, releaseDatabase, waitFor, type DatabaseOwner } from '../db/owner.ts';
import { runStaff } from '../modules/staff/cli.ts';
import { runThroughServer, type CliLink } from '../modules/staff/cli-link.ts';

export { runStaff, HELP, fieldsFromList } from '../modules/staff/cli.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The database for this command: ours to open ('direct'), or the server's to
 * ask. Waits for a server still starting (it announces its URL once it
 * listens) and for another command line to finish.
 */
async function reach(dataDir: string): Promise<'direct' | CliLink> {
  const found = await waitFor<'direct' | CliLink>(async () => {
    const owner = await claimDatabase(dataDir, 'cli');
    if (!owner) return 'direct';
    if (owner.kind === 'server' && owner.url && owner.token) return { url: owner.url, token: owner.token };
    return null;
  }, 120_000);
  if (found) return found;
  const owner: DatabaseOwner | null = readOwner(dataDir);
  throw new Error(
    owner && isAlive(owner.pid)
      ? `${owner.kind === 'server' ? 'A server that is still starting' : 'Another staff command'} (pid ${owner.pid}) holds the database in ${dataDir}; try again in a moment.`
      : `Could not reach the database in ${dataDir}.`,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = (line: string) => process.stdout.write(line.endsWith('\n') ? line : `${line}\n`);
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const route = process.env.DATABASE_URL ? 'direct' : await reach(dataDir);
  if (route !== 'direct') {
    try {
      process.exitCode = await runThroughServer(route, argv, {
        cwd,
        who: `${userInfo().username}@${hostname()}`,
        out,
        readStdin,
        readFile: (file) => readFileSync(path.resolve(cwd, file), 'utf8'),
        write: (file, data) => {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, data);
        },
      });
    } catch (err) {
      // Never open the folder behind a live server's back: that would corrupt it.
      log(`The server holding the database in ${dataDir} did not answer at ${route.url}: ${err instanceof Error ? err.message : err}`);
      process.exitCode = 1;
    }
    return;
  }
  if (!process.env.DATABASE_URL) process.on('exit', () => releaseDatabase(dataDir));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    process.exitCode = await runStaff(argv, { database, now: () => new Date(), cwd, out, readStdin });
  } finally {
    await database.close();
    if (!process.env.DATABASE_URL) releaseDatabase(dataDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('staff.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
