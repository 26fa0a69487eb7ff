import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import type { ModulePlugin } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { presentMail } from './presenter.ts';
import { listMailbox, mailboxEnabled } from './service.ts';

export const mailboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      from: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

const mail: ModulePlugin = async (app, { deps }) => {
  const handler = async (request: { query: { to?: string } }) => {
    if (!mailboxEnabled(deps)) throw notFound();
    const rows = await listMailbox(deps, request.query.to);
    return { messages: rows.map(presentMail) };
  };
  const schema = {
    summary: 'The dev mailbox: emails kept instead of sent when no SMTP_URL is set (404 in production)',
    tags: ['dev'],
    querystring: z.object({
      to: z.string().max(254).optional(),
      region_code: z.string().max(8).optional(),
      language_code: z.string().max(8).optional(),
    }),
    response: { 200: mailboxResponseSchema, 404: apiErrorSchema },
  };
  app.get('/dev/mailbox', { schema: { ...schema, hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return handler(request);
  });
  app.get('/api/v2/dev/mailbox/', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return handler(request);
  });
};
export default mail;
