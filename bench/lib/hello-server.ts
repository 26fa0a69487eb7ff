/** The baseline: a bare Fastify answering hello world, the ceiling any route of ours is measured against. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
