import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { cliResponseSchema } from '@numbloom/domain/staff-schema';
import { OPTIONS } from './cli.ts';

/**
 * How the staff command line reaches a server that holds the embedded
 * database (db/owner.ts, decision 037): the server's loopback URL and the
 * token it wrote into DATA_DIR/database-owner.json.
 */
export interface CliLink {
  url: string;
  token: string;
}

export interface RemoteOptions {
  cwd: string;
  who: string;
  out: (line: string) => void;
  readStdin: () => Promise<string>;
  /** writes a file the command made (an absolute path, resolved here) */
  write: (file: string, data: Buffer) => void;
  readFile: (file: string) => string;
}

/** Runs one command on the running server; returns the command's exit code. */
export async function runThroughServer(link: CliLink, argv: string[], opts: RemoteOptions): Promise<number> {
  let flags: { file?: string; 'password-stdin'?: boolean } = {};
  try {
    flags = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, allowNegative: true }).values;
  } catch {
    // the server parses again and says what is wrong
  }
  const files: Record<string, string> = {};
  if (flags.file) {
    try {
      files[flags.file] = opts.readFile(flags.file);
    } catch {
      // left out: the server answers "Cannot read the file"
    }
  }
  const stdin = flags['password-stdin'] ? await opts.readStdin() : undefined;
  const csrf = await fetch(new URL('/api/v2/csrf/', link.url), { signal: AbortSignal.timeout(10_000) });
  const { csrf_token: token } = (await csrf.json()) as { csrf_token: string };
  const res = await fetch(new URL(STAFF_PATHS.cli, link.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${link.token}`,
      [CSRF_HEADER_NAME]: token,
      cookie: `${CSRF_COOKIE_NAME}=${token}`,
    },
    body: JSON.stringify({ argv, files, stdin, cwd: opts.cwd, who: opts.who }),
    signal: AbortSignal.timeout(120_000),
  });
  const body: unknown = await res.json();
  if (!res.ok) {
    const message = (body as { user_message?: string }).user_message ?? `HTTP ${res.status}`;
    opts.out(`Error: the server on this DATA_DIR refused the command: ${message}`);
    return 1;
  }
  const answer = cliResponseSchema.parse(body);
  for (const file of answer.files) opts.write(path.resolve(opts.cwd, file.path), Buffer.from(file.base64, 'base64'));
  for (const line of answer.output) opts.out(line);
  return answer.code;
}
