import type { FastifyInstance } from 'fastify';

/**
 * Runs a housekeeping task (a sweep of old rows) once the server is ready and
 * then every everyMs, until it closes. Starting on ready, not at register,
 * keeps it from running against a server that never finishes starting (a
 * failed boot, a test that only builds the app). The timer is unref'd so it
 * never keeps the process alive on its own. The task catches and logs its
 * own errors: a failed sweep simply runs again next time.
 */
export function runWhileOpen(app: FastifyInstance, everyMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void task();
    timer = setInterval(task, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
