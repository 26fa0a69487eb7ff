import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { text } from '@numbloom/domain/text-schema';
import { enumsResponseSchema } from '@numbloom/domain/content-schema';
import { settingsQuerySchema } from '@numbloom/domain/settings-schema';
import type { ModulePlugin } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { cdnFiles } from './cdn-files.ts';
import { CDN_PATH, enumsFor } from './service.ts';

/** A year: a versioned URL (?v= the current content version) never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unversioned URLs revalidate with the ETag after a short while. */
const REVALIDATE = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * The static CDN (spec §1 content configuration service) and the
 * enumerations service. Files are generated from content/ once per process,
 * at the first request for one: every language's files take about 1.5 s to
 * make, which an app that serves none of them (most tests' apps) need not pay.
 */
const content: ModulePlugin = async (app) => {
  app.get(
    `${CDN_PATH}/*`,
    { schema: { hide: true, querystring: z.object({ v: text(64).optional() }) } },
    async (request, reply) => {
      // Links inside the files are relative to the site, so they work under any name it is opened by.
      const cdn = cdnFiles(CDN_PATH);
      const path = decodeURIComponent(request.url.slice(CDN_PATH.length).split('?')[0]!);
      const f = cdn.files.get(path);
      if (!f) throw notFound();
      reply
        .header('cache-control', request.query.v === cdn.version ? IMMUTABLE : REVALIDATE)
        .header('etag', f.etag)
        .header('vary', 'Accept-Encoding')
        .header('access-control-allow-origin', '*')
        .type(f.type);
      if (request.headers['if-none-match'] === f.etag) return reply.status(304).send();
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(f.gzip);
      return reply.send(f.text);
    },
  );

  app.get(
    '/api/v2/enums/',
    {
      schema: {
        summary: 'Enumerations: grade codes, subregions, roles, school types, occupations, activity types',
        tags: ['content'],
        querystring: settingsQuerySchema,
        response: { 200: enumsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Spec §7: the loader reads the enumerations fresh every time.
      reply.header('cache-control', 'no-cache');
      return enumsFor(request.query.region_code, request.query.language_code);
    },
  );
};
export default content;
