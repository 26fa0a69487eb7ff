import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { HELPDESK_MESSAGES, HELPDESK_PATHS, STREAM_CHECK, THRESHOLDS, streamTickSeconds } from '@numbloom/domain/helpdesk';
import {
  downloadQuerySchema,
  echoRequestSchema,
  echoResponseSchema,
  pingResponseSchema,
  streamCheckQuerySchema,
  systemReportResponseSchema,
  systemReportSchema,
} from '@numbloom/domain/helpdesk-schema';
import { reportNumber } from '@numbloom/domain/helpdesk';
import { z } from 'zod';
import { regionCode } from '@numbloom/domain/text-schema';
import type { ModulePlugin } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { StreamRegistry } from '../../lib/sse.ts';
import { routeLimit } from '../accounts/throttle.ts';
import { submitReport } from './service.ts';

const tags = ['helpdesk'];
/** A comment line this often keeps a proxy from timing out between events. */
const HEARTBEAT_MS = 15_000;
const regionQuery = z.object({ region_code: regionCode().optional(), language_code: z.string().max(8).optional() });

/** Incompressible bytes for the download test, made once: random data defeats any compression on the way. */
let noise: Buffer | undefined;
const downloadBytes = (n: number) => (noise ??= randomBytes(THRESHOLDS.maxDownloadBytes)).subarray(0, n);

/**
 * The helpdesk: what the system requirements checker measures against (an
 * event stream held open over a minute, the server's clock, a download, a
 * CSRF-guarded write) and where it sends its report (spec §7).
 */
const helpdesk: ModulePlugin = async (app, { deps }) => {
  // Per address a minute, scaled like the sign-in limits: a school's IT checks many machines behind one address.
  const perMinute = (max: number) => routeLimit(deps, max);
  app.post(
    HELPDESK_PATHS.systemReport,
    {
      schema: {
        summary: "Send a system check's results to support (spec §7); answers the report's number",
        tags,
        body: systemReportSchema,
        response: { 200: systemReportResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: perMinute(10),
    },
    async (request) => {
      const row = await submitReport(deps, request.body, { ip: request.ip, log: request.log });
      return { status: 'ok' as const, id: row.id, number: reportNumber(row.number) };
    },
  );

  // The live rooms' stream registry: the same headers, heartbeat and reconnect delay.
  // Its process cap is the checks' own; the 503 below answers first, with the checker's words.
  const streams = new StreamRegistry({ heartbeatMs: HEARTBEAT_MS, retryMs: 3000, maxStreams: STREAM_CHECK.maxOpen });
  // Open checks would hold app.close() for a minute: end them as the server stops.
  app.addHook('preClose', async () => {
    streams.closeAll();
  });

  app.get(
    HELPDESK_PATHS.streamCheck,
    {
      schema: {
        summary: `Server-Sent Events held open for ?seconds (default ${STREAM_CHECK.seconds}, ${STREAM_CHECK.minSeconds}-${STREAM_CHECK.maxSeconds}): hello, a numbered tick every few seconds, then done`,
        tags,
        querystring: streamCheckQuerySchema,
        response: { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      if (streams.size >= STREAM_CHECK.maxOpen) throw new HttpError(503, HELPDESK_MESSAGES.streamBusy);
      const { seconds } = request.query;
      const tickMs = streamTickSeconds(seconds) * 1000;
      const started = Date.now();
      // onClose runs later (the stream ends), once the ticks below are set
      const stream = streams.openStream(reply, [], () => clearInterval(ticks));
      const send = (event: string, data: unknown) => stream.send(event, JSON.stringify(data));
      send('hello', { seconds, tick_seconds: tickMs / 1000, server_time: deps.now().toISOString() });
      let n = 0;
      const ticks = setInterval(() => {
        n += 1;
        const elapsed = Date.now() - started;
        if (elapsed + tickMs / 2 >= seconds * 1000) {
          send('done', { n, elapsed_ms: elapsed });
          stream.close();
        } else {
          send('tick', { n, elapsed_ms: elapsed, server_time: deps.now().toISOString() });
        }
      }, tickMs);
    },
  );

  app.get(
    HELPDESK_PATHS.ping,
    { schema: { summary: "The server's clock (round-trip time and clock skew)", tags, querystring: regionQuery, response: { 200: pingResponseSchema } }, config: perMinute(120) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { server_time: deps.now().toISOString() };
    },
  );

  app.get(
    HELPDESK_PATHS.download,
    {
      schema: { summary: `?bytes of random data (at most ${THRESHOLDS.maxDownloadBytes}), for the download speed test`, tags, querystring: downloadQuerySchema, response: { 400: apiErrorSchema } },
      config: perMinute(20),
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store, no-transform')
        .header('content-encoding', 'identity')
        .type('application/octet-stream')
        .send(downloadBytes(request.query.bytes) as unknown as { user_message: string }),
  );

  app.post(
    HELPDESK_PATHS.echo,
    {
      schema: {
        summary: 'A write that changes nothing: passes only with the CSRF cookie and header, as every form does',
        tags,
        body: echoRequestSchema,
        response: { 200: echoResponseSchema, 400: apiErrorSchema },
      },
      config: perMinute(30),
    },
    async (request) => ({ status: 'ok' as const, nonce: request.body.nonce }),
  );
};
export default helpdesk;
