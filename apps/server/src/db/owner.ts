import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Who holds the embedded database (decision 037). PGlite serves one process,
 * and two opening the same folder would corrupt it, so the process that
 * opens DATA_DIR's database first creates DATA_DIR/database-owner.json
 * (exclusively: of two processes racing, one wins) and removes it when it
 * closes. A server writes there, once it listens, a loopback URL and a
 * random token (the file is readable by its owner only): the staff command
 * line, finding a live server, sends its command there instead of opening
 * the folder. Whoever can read the token can read the database files anyway.
 */
export const OWNER_FILE = 'database-owner.json';

export interface DatabaseOwner {
  pid: number;
  kind: 'server' | 'cli';
  /** a server's loopback URL, once it listens */
  url?: string;
  token?: string;
}

const ownerPath = (dataDir: string) => path.join(dataDir, OWNER_FILE);

export function readOwner(dataDir: string): DatabaseOwner | null {
  if (!existsSync(ownerPath(dataDir))) return null;
  try {
    const value = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as Partial<DatabaseOwner>;
    return typeof value.pid === 'number' && (value.kind === 'server' || value.kind === 'cli') ? (value as DatabaseOwner) : null;
  } catch {
    // being written, or left broken by a crash: the pid check below decides
    return null;
  }
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the database for this process if nobody live holds it (an owner
 * file left by a process that died is removed). Resolves null when taken, or
 * the live owner who holds it.
 */
export async function claimDatabase(dataDir: string, kind: DatabaseOwner['kind']): Promise<DatabaseOwner | null> {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const fd = openSync(ownerPath(dataDir), 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, kind } satisfies DatabaseOwner));
      closeSync(fd);
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(dataDir);
    if (owner) {
      if (isAlive(owner.pid)) return owner;
      rmSync(ownerPath(dataDir), { force: true });
      continue;
    }
    // Unreadable: being written this instant, or left half-written by a crash.
    if (attempt >= 10) rmSync(ownerPath(dataDir), { force: true });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Could not take ${ownerPath(dataDir)}; remove it if no Numbloom process is running.`);
}

/** Adds what a server tells the command line (its URL and token) to the file it owns. */
export function announceServer(dataDir: string, url: string, token: string) {
  const temp = `${ownerPath(dataDir)}.${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  writeSync(fd, JSON.stringify({ pid: process.pid, kind: 'server', url, token } satisfies DatabaseOwner));
  closeSync(fd);
  renameSync(temp, ownerPath(dataDir));
}

/** Gives the database up: removes the owner file if it is still this process's. */
export function releaseDatabase(dataDir: string) {
  if (readOwner(dataDir)?.pid === process.pid) rmSync(ownerPath(dataDir), { force: true });
}

/** Waits until `until` gives a value or the time runs out; asks every 250 ms. */
export async function waitFor<T>(until: () => T | null | Promise<T | null>, ms: number): Promise<T | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await until();
    if (value !== null) return value;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 250));
  }
}
