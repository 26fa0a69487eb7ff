import { redactMessage } from '../lib/log-safety.ts';

/**
 * A fault after which the database cannot go on serving this process (decision 092): the process
 * says why and exits, so that its supervisor starts it again, instead of answering 500s or, on the
 * embedded database, spinning at full CPU (after a PANIC, PGlite's next statement never returns).
 */
export interface DatabaseFault {
  /** what happened, in words an operator reads in the log */
  reason: 'no room on the disk' | 'the database panicked' | 'the database ended its session' | 'the disk failed' | 'the data is damaged' | 'the embedded database crashed';
  /** PostgreSQL's SQLSTATE and severity, when it gave them */
  code?: string;
  severity?: string;
  /** the database's own message, as the log may keep it (file names, never a query's values) */
  detail: string;
}

/** A FATAL on PostgreSQL that is the database restarting, busy or ending an idle session: the pool makes a new connection (503 meanwhile). */
const PASSING_FATAL = /^(08...|57P0[1-5]|53300|25P03)$/;
const NO_ROOM = /No space left on device|File too large|disk quota exceeded/i;

/** The fault in `error` (or its causes) that the process cannot serve past, if any. */
export function fatalFault(error: unknown, driver: 'pglite' | 'postgres'): DatabaseFault | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseBrokenError) return e.fault;
    const { code, severity, message, errno, name } = e as { code?: unknown; severity?: unknown; message?: unknown; errno?: unknown; name?: unknown };
    const text = typeof message === 'string' ? message : '';
    const at = { ...(typeof code === 'string' && { code }), ...(typeof severity === 'string' && { severity }), detail: redactMessage(text).slice(0, 300) };
    // ENOSPC and EFBIG from the file system (28 and 27 as emscripten's errno), disk_full from PostgreSQL, or
    // its "could not extend/write …: File too large" (XX000 or a PANIC): only a message the database wrote of
    // its own files, never one that may quote a value someone sent
    const ownFile = /^could not /.test(text) && NO_ROOM.test(text) && (code === 'XX000' || severity === 'PANIC' || (typeof code === 'string' && /^58/.test(code)));
    if (code === '53100' || code === 'ENOSPC' || code === 'EFBIG' || errno === 28 || errno === 27 || ownFile) return { reason: 'no room on the disk', ...at };
    if (severity === 'PANIC') return { reason: 'the database panicked', ...at };
    if (typeof code === 'string' && /^58...$/.test(code)) return { reason: 'the disk failed', ...at };
    if (code === 'XX001' || code === 'XX002') return { reason: 'the data is damaged', ...at };
    if (severity === 'FATAL' && (driver === 'pglite' || !(typeof code === 'string' && PASSING_FATAL.test(code)))) return { reason: 'the database ended its session', ...at };
    // the embedded database's WebAssembly aborted (its memory is then in no state to run a statement)
    if (driver === 'pglite' && (e instanceof WebAssembly.RuntimeError || name === 'ExitStatus')) return { reason: 'the embedded database crashed', ...at };
  }
  return undefined;
}

/** What every statement gets once the database met a fault it cannot go on from (answered 503: the restarted process serves the retry). */
export class DatabaseBrokenError extends Error {
  readonly fault: DatabaseFault;
  constructor(fault: DatabaseFault, cause?: unknown) {
    super(`database unusable: ${fault.reason}`, { cause });
    this.name = 'DatabaseBrokenError';
    this.fault = fault;
  }
}

/** The server's exit code when its database cannot go on (main.ts): its supervisor starts it again. */
export const EXIT_DATABASE_FAULT = 70;

/** Called once, with the first fault, so the process can say why and exit. */
export type OnFatal = (fault: DatabaseFault) => void;
