import type { ModulePlugin } from '../../deps.ts';
import { RETENTION_SWEEP_MS, retentionSweep } from './service.ts';

/**
 * Runs the retention sweep once the server is up and then daily. It has no
 * routes: it is a job that lives and dies with the app.
 */
const retention: ModulePlugin = async (app, { deps }) => {
  const sweep = async () => {
    try {
      const deleted = await retentionSweep(deps.database.db, deps.now());
      if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention sweep');
    } catch (err) {
      app.log.warn({ err }, 'retention sweep failed; it runs again tomorrow');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, RETENTION_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
export default retention;
