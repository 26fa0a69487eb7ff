import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../db/client.ts';
import setupTemplate, { TEMPLATE_ENV } from './pglite-template.ts';

/**
 * An embedded database folder (DATA_DIR) already migrated, for what starts the real server
 * process or the staff command line on a folder of its own (the browser tests' server,
 * scripts/e2e-server.sh; the shutdown and crash tests): written from the migrated template
 * (pglite-template.ts, made here when the test run has not made it) instead of migrated on disk,
 * where every statement is flushed to files. With the machine loaded (load average 21) a new
 * folder took 26 s to migrate and 5 s to write from the template. The server still migrates at
 * its start, and finds every migration applied; db/client.test.ts migrates a new folder on disk,
 * as a first start of `npm start` does.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  if (!process.env[TEMPLATE_ENV]) await setupTemplate();
  const database = await openPglite(dataDir, new Blob([readFileSync(process.env[TEMPLATE_ENV]!)]));
  await database.migrate();
  await database.close();
}

// `node apps/server/src/test/migrated-data-dir.ts <folder>` (scripts/e2e-server.sh)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: migrated-data-dir.ts <folder>');
  await migratedDataDir(dataDir);
}
