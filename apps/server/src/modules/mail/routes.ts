import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { localeCode, text, regionCode } from '@numbloom/domain/text-schema';
import type { ModulePlugin } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { presentMail } from './presenter.ts';
import { fromThisMachine, listMailbox, mailboxEnabled, mailSettled } from './service.ts';

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
  // Mails sent in the background finish before the server stops (and before the database closes).
  app.addHook('onClose', async () => mailSettled());
  const handler = async (request: { query: { to?: string }; ip: string; socket: { remoteAddress?: string } }) => {
    if (!mailboxEnabled(deps) || !fromThisMachine(request)) throw notFound();
    const rows = await listMailbox(deps, request.query.to);
    return { messages: rows.map(presentMail) };
  };
  const schema = {
    summary: 'The dev mailbox: emails kept instead of sent when no SMTP_URL is set; answers this machine only (404 in production and to any other address)',
    tags: ['dev'],
    querystring: z.object({
      to: text(254).optional(),
      region_code: regionCode().optional(),
      language_code: localeCode().optional(),
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
