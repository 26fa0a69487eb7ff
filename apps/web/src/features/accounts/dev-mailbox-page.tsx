import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/forms.ts';
import { pageLocale } from '../../lib/dates.ts';
import './accounts.css';

/** The server's dev mailbox (apps/server/src/modules/mail): kept mail when no SMTP_URL is set. */
const MAILBOX_API = '/api/v2/dev/mailbox/';

interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
/** A verification code in a message: a run of exactly six digits. */
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/;

/** The message text with its links made clickable (the text only: mail HTML is never rendered here). */
function TextWithLinks({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push({ href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <pre className="mail-text">
      {parts.map((p, i) => (typeof p === 'string' ? <Fragment key={i}>{p}</Fragment> : <a key={i} href={p.href}>{p.href}</a>))}
    </pre>
  );
}

/**
 * The dev mailbox as a page: every email the product would have sent, newest
 * first, with its code and links picked out. Only where the server offers it
 * (no SMTP_URL, not production); elsewhere the page says so.
 */
export function DevMailboxPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  useDocumentTitle(t('mailbox.title'));
  const [to, setTo] = useState('');
  const mail = useQuery({
    queryKey: ['dev', 'mailbox', to.trim().toLowerCase()],
    queryFn: () => apiGet<{ messages: MailMessage[] }>(MAILBOX_API, { query: { to: to.trim().toLowerCase() || undefined } }),
    refetchInterval: 5000,
    retry: false,
    staleTime: 0,
  });
  const unavailable = mail.error instanceof ApiError && mail.error.status === 404;
  const messages = [...(mail.data?.messages ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const dateFormat = new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <section className="mailbox-page" aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">{t('mailbox.title')}</h1>
      {unavailable ? (
        <Alert tone="info">{t('mailbox.unavailable')}</Alert>
      ) : (
        <>
          <p>{t('mailbox.lead')}</p>
          <div className="mailbox-tools">
            <TextInput label={t('mailbox.filter')} type="search" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
            <Button variant="secondary" onClick={() => void mail.refetch()}>
              {t('mailbox.refresh')}
            </Button>
          </div>
          {mail.isPending ? <Spinner /> : null}
          {mail.isError && !unavailable ? <Alert tone="error">{t('mailbox.loadError')}</Alert> : null}
          {mail.isSuccess && messages.length === 0 ? <p>{t('mailbox.empty')}</p> : null}
          <ol className="mail-list" aria-label={t('mailbox.listLabel', { count: messages.length })}>
            {messages.map((m) => {
              const code = m.text.match(CODE_PATTERN)?.[0];
              const links = [...m.text.matchAll(URL_PATTERN)].map((x) => x[0]);
              return (
                <li key={m.id}>
                  <article className="mail" aria-labelledby={`mail-${m.id}`}>
                    <h2 id={`mail-${m.id}`}>{m.subject}</h2>
                    <dl className="mail-meta">
                      <div>
                        <dt>{t('mailbox.to')}</dt>
                        <dd>{m.to}</dd>
                      </div>
                      <div>
                        <dt>{t('mailbox.from')}</dt>
                        <dd>{m.from}</dd>
                      </div>
                      <div>
                        <dt>{t('mailbox.sent')}</dt>
                        <dd>
                          <time dateTime={m.created_at}>{dateFormat.format(new Date(m.created_at))}</time>
                        </dd>
                      </div>
                      {code ? (
                        <div>
                          <dt>{t('mailbox.code')}</dt>
                          <dd>
                            <strong className="mail-code">{code}</strong>
                          </dd>
                        </div>
                      ) : null}
                      {links.length > 0 ? (
                        <div>
                          <dt>{t('mailbox.links')}</dt>
                          <dd>
                            <ul>
                              {links.map((href) => (
                                <li key={href}>
                                  <a href={href}>{href}</a>
                                </li>
                              ))}
                            </ul>
                          </dd>
                        </div>
                      ) : null}
                    </dl>
                    <details>
                      <summary>{t('mailbox.body')}</summary>
                      <TextWithLinks text={m.text} />
                    </details>
                  </article>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
