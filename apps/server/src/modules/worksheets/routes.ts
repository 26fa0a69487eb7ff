import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { text as safeText } from '@numbloom/domain/text-schema';
import type { ModulePlugin } from '../../deps.ts';
import { resolveWorksheet, worksheetPdf } from './service.ts';

const text = (max: number) => safeText(max).optional();

/** Query of the worksheet PDF: strings only; the service checks their meaning and answers 400 per field. */
const worksheetQuerySchema = z.strictObject({
  grade: text(2),
  topic: text(80),
  seed: safeText(64).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Seed may use letters, digits, - and _ (at most 64).').optional(),
  paper: text(10),
  level: text(1),
  count: text(3),
  language: text(5),
  region: text(5),
  word_problems: text(5),
});

const worksheets: ModulePlugin = async (app, { deps }) => {
  // a PDF costs tens of milliseconds of CPU: one visitor gets a twentieth of the general API allowance
  const perMinute = Math.max(1, Math.floor(deps.config.RATE_LIMIT_PER_MINUTE / 20));
  app.get(
    '/api/v2/worksheets/:name.pdf',
    {
      schema: {
        summary: 'A printable worksheet with an answer key, generated on demand',
        description:
          'name is a topic in dotted form (e.g. fractions-decimals.percent) or an activity slug with `topic` in the query. Paper defaults to the region’s (A4 or LETTER); the same query always gives the same questions.',
        tags: ['worksheets'],
        params: z.object({ name: safeText(100).regex(/^[A-Za-z0-9._-]{1,100}$/) }),
        querystring: worksheetQuerySchema,
        response: { 400: apiErrorSchema },
      },
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const resolved = resolveWorksheet(request.params.name, request.query);
      const { pdf, filename } = await worksheetPdf(resolved, request.params.name);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'public, max-age=86400')
        // a Buffer skips the JSON serializer; the schema above only describes the error shape
        .send(pdf as unknown as never);
    },
  );
};
export default worksheets;
