import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { ROSTER_LIMITS, ROSTER_MESSAGES, ROSTER_PATHS } from '@numbloom/domain/roster';
import { rosterImportBodySchema, rosterResultSchema, type RosterImportBody } from '@numbloom/domain/roster-schema';
import type { ModulePlugin } from '../../../deps.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { requireAccountHolder } from '../../accounts/sessions.ts';
import { requireSchoolAdmin } from '../service.ts';
import { importRoster, previewRoster } from './oneroster-apply.ts';
import type { RosterFile } from './oneroster-parse.ts';

/**
 * A school admin's roster import (OneRoster CSV): a preview that changes
 * nothing, then the import. The files come as base64 in JSON, so these two
 * routes take a larger body than the rest of the API.
 */

/** The files of the body as bytes; a 400 naming the file whose base64 does not decode to itself. */
export function decodeFiles(body: RosterImportBody): RosterFile[] {
  return body.files.map((file, i) => {
    const text = file.content_base64;
    const bytes = Buffer.from(text, 'base64');
    // Node decodes whatever it can; a string that is not what its bytes encode back to is refused
    if (text.length % 4 === 1 || bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) {
      throw badRequest(ROSTER_MESSAGES.badBase64, { [`files.${i}.content_base64`]: ROSTER_MESSAGES.badBase64 });
    }
    return { name: file.name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  });
}

const params = z.object({ schoolId: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };
const tags = ['schools'];

export const rosterRoutes: ModulePlugin = async (app, { deps }) => {
  /** Both routes: the school's admin only, and the export's files decoded (broken base64 is a 400). */
  async function adminWithFiles(request: FastifyRequest<{ Params: { schoolId: number }; Body: RosterImportBody }>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const { user } = await requireAccountHolder(request);
    await requireSchoolAdmin(deps.database.db, user.id, request.params.schoolId);
    return { user, files: decodeFiles(request.body) };
  }

  app.post(
    ROSTER_PATHS.preview,
    {
      bodyLimit: ROSTER_LIMITS.bodyBytes,
      schema: {
        summary: 'What a OneRoster import would create or change for the schools the caller is an admin of, and the problems of each row; changes nothing',
        tags,
        params,
        body: rosterImportBodySchema,
        response: { 200: rosterResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, files } = await adminWithFiles(request, reply);
      return previewRoster(deps, user, files, { orgSchools: request.body.org_schools });
    },
  );

  app.post(
    ROSTER_PATHS.import,
    {
      bodyLimit: ROSTER_LIMITS.bodyBytes,
      schema: {
        summary: 'Imports a OneRoster export (run again with a newer one, it changes what it made): all of it, or nothing when a row has a problem, unless skip_bad_rows',
        tags,
        params,
        body: rosterImportBodySchema,
        response: { 200: rosterResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, files } = await adminWithFiles(request, reply);
      return importRoster(deps, user, request.params.schoolId, files, { orgSchools: request.body.org_schools, skipBadRows: request.body.skip_bad_rows });
    },
  );
};
