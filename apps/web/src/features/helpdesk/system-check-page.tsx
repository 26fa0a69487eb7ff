import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import {
  HELPDESK_MESSAGES,
  HELPDESK_PATHS,
  STREAM_CHECK,
  STREAM_KEEP_OPEN_MINUTES,
  SYSTEM_CHECK_IDS,
  type CheckResult,
  type SystemCheckId,
  type SystemReportRequest,
  type SystemReportResponse,
} from '@numbloom/domain/helpdesk';
import { FractionBars } from '../../player/models/fraction-bars.tsx';
import { submit } from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextArea, TextInput } from '../../ui/field.tsx';
import { CHECKS, browserDetails, type Outcome } from './checks.ts';
import '../../player/player.css';
import './helpdesk.css';

type Shown = { state: 'pending' } | { state: 'running' } | { state: 'done'; outcome: Outcome };

const initial = () => Object.fromEntries(SYSTEM_CHECK_IDS.map((id) => [id, { state: 'pending' }])) as Record<SystemCheckId, Shown>;

/** The stream's length: 65 s, or `?stream_seconds=` within the server's bounds (tests ask for a few). */
function streamSecondsFrom(param: string | null): number {
  const n = Number(param);
  if (!param || !Number.isInteger(n)) return STREAM_CHECK.seconds;
  return Math.min(STREAM_CHECK.maxSeconds, Math.max(STREAM_CHECK.minSeconds, n));
}

/**
 * The system requirements checker (spec §1, §4): a school IT admin's first
 * stop before a class plays. The checks run one after another, each pending →
 * passed, failed or warning with a plain sentence and, when it is not
 * passed, what to ask the school's IT; then the results can be sent to
 * support (spec §7), which answers with a report number.
 */
export function SystemCheckPage() {
  const { t } = useTranslation(['helpdesk', 'ui']);
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const streamSeconds = streamSecondsFrom(params.get('stream_seconds'));
  const host = typeof location !== 'undefined' ? location.host : '';
  const [shown, setShown] = useState(initial);
  const [current, setCurrent] = useState<SystemCheckId | null>(null);
  const [stream, setStream] = useState<{ seconds: number; events: number } | null>(null);
  const [run, setRun] = useState(0);
  const model = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setShown(initial());
    setStream(null);
    void (async () => {
      for (const id of SYSTEM_CHECK_IDS) {
        if (controller.signal.aborted) return;
        setCurrent(id);
        setShown((s) => ({ ...s, [id]: { state: 'running' } }));
        let outcome: Outcome;
        try {
          outcome = await CHECKS[id]({
            signal: controller.signal,
            streamSeconds,
            modelElement: () => model.current?.querySelector<HTMLElement>('.fraction-bars') ?? null,
            onStreamProgress: (seconds, events) => setStream({ seconds, events }),
          });
        } catch {
          if (controller.signal.aborted) return;
          outcome = { status: 'failed', sentence: 'unreachable', detail: 'check could not run' };
        }
        if (controller.signal.aborted) return;
        setShown((s) => ({ ...s, [id]: { state: 'done', outcome } }));
      }
      setCurrent(null);
    })();
    return () => controller.abort();
  }, [run, streamSeconds]);

  const outcomes = SYSTEM_CHECK_IDS.map((id) => [id, shown[id]] as const);
  const finished = outcomes.every(([, s]) => s.state === 'done');
  const count = (status: Outcome['status']) => outcomes.filter(([, s]) => s.state === 'done' && s.outcome.status === status).length;
  const results: CheckResult[] = outcomes.map(([id, s]) =>
    s.state === 'done' ? { id, status: s.outcome.status, detail: s.outcome.detail.slice(0, 300), value: s.outcome.value ?? null } : { id, status: 'pending' },
  );
  const sentence = (id: SystemCheckId, outcome: Outcome) =>
    t(`checks.${id}.${outcome.sentence}`, { ...outcome.values, host, defaultValue: outcome.detail });

  return (
    <div className="container system-check">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>

      <p className="system-check-progress" role="status">
        {finished
          ? t('progress.done', { passed: count('passed'), warnings: count('warning'), failed: count('failed') })
          : current
            ? t('progress.running', { name: t(`checks.${current}.title`), n: SYSTEM_CHECK_IDS.indexOf(current) + 1, total: SYSTEM_CHECK_IDS.length })
            : null}
      </p>

      <ol className="check-list">
        {outcomes.map(([id, s]) => {
          const status = s.state === 'done' ? s.outcome.status : s.state;
          return (
            <li key={id} className={`check check-${status}`} data-check={id} data-status={status}>
              <span className="check-mark" aria-hidden="true" />
              <div className="check-body">
                <h2 className="check-title">
                  {t(`checks.${id}.title`)}
                  <span className="check-status">{t(`status.${status}`)}</span>
                </h2>
                {s.state === 'done' ? <p>{sentence(id, s.outcome)}</p> : null}
                {id === 'stream' && s.state === 'running' && stream ? (
                  <p className="check-detail">{t('progress.stream', { seconds: Math.min(stream.seconds, streamSeconds), count: streamSeconds, events: stream.events })}</p>
                ) : null}
                {s.state === 'done' && s.outcome.status !== 'passed' ? (
                  <p className="check-ask">
                    {/* the advice for this fault where the check has one (a blocked stream is not a buffered one), else the check's */}
                    <strong>{t('ask')}</strong>{' '}
                    {t([`checks.${id}.advice.${s.outcome.sentence}`, `checks.${id}.ask`], {
                      host,
                      header: CSRF_HEADER_NAME,
                      ...(id === 'stream' && { count: STREAM_KEEP_OPEN_MINUTES }),
                    })}
                  </p>
                ) : null}
                {id === 'stream' && s.state === 'done' && s.outcome.sentence !== 'blocked' ? (
                  <p className="check-detail">
                    {t('checks.stream.untested', { count: streamSeconds })}
                    {streamSeconds < STREAM_CHECK.longSeconds ? (
                      <>
                        {' '}
                        <a href={`?stream_seconds=${STREAM_CHECK.longSeconds}`}>{t('checks.stream.long', { count: STREAM_CHECK.longSeconds / 60 })}</a>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      <div className="check-model" ref={model}>
        <FractionBars bars={[{ parts: 4, shaded: 3 }]} label={t('model.label')} partLabel={(i, parts) => t('model.part', { n: i + 1, parts })} />
      </div>

      {finished ? (
        <p>
          <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
            {t('runAgain')}
          </Button>
        </p>
      ) : null}

      <section className="system-check-it" aria-labelledby="it-title">
        <h2 id="it-title">{t('it.title')}</h2>
        <p>{t('it.body')}</p>
        <ul>
          <li>{t('it.domain', { host })}</li>
          <li>{t('it.stream', { host, count: STREAM_KEEP_OPEN_MINUTES })}</li>
          <li>{t('it.cookies', { host })}</li>
          <li>{t('it.headers', { header: CSRF_HEADER_NAME })}</li>
        </ul>
      </section>

      <SendToSupport results={results} ready={finished} />
    </div>
  );
}

/** "Send to support": the results, the browser's details, and an optional email, school and message. */
function SendToSupport({ results, ready }: { results: CheckResult[]; ready: boolean }) {
  const { t } = useTranslation(['helpdesk', 'ui']);
  const [email, setEmail] = useState('');
  const [school, setSchool] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (number) done.current?.focus();
  }, [number]);

  const text = useCallback((m: string) => (m === HELPDESK_MESSAGES.invalidEmail ? t('send.invalidEmail') : m), [t]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    const body: SystemReportRequest = {
      results,
      browser: browserDetails(),
      page_host: location.host.slice(0, 255),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(school.trim() ? { school: school.trim() } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    const res = await submit<SystemReportResponse>(HELPDESK_PATHS.systemReport, body);
    setBusy(false);
    if (res.ok) {
      setNumber(res.data.number);
      return;
    }
    if (Object.keys(res.fields).length) setErrors(Object.fromEntries(Object.entries(res.fields).map(([k, v]) => [k, text(v)])));
    else setFailure(res.status === 0 ? res.message : t('send.error'));
  };

  return (
    <section className="system-check-send" aria-labelledby="send-title">
      <h2 id="send-title">{t('send.title')}</h2>
      {number ? (
        <div ref={done} tabIndex={-1} className="report-number">
          <Alert tone="success">
            <p>{t('send.sent', { number })}</p>
            <p>{t('send.sentHint')}</p>
          </Alert>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <p>{t('send.intro')}</p>
          <TextInput label={t('send.email')} type="email" autoComplete="email" optional value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} maxLength={254} />
          <TextInput label={t('send.school')} autoComplete="organization" optional value={school} onChange={(e) => setSchool(e.target.value)} error={errors.school} maxLength={255} />
          <TextArea label={t('send.message')} optional value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} maxLength={1000} rows={3} />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {ready ? null : <p className="field-hint">{t('send.wait')}</p>}
          <Button type="submit" disabled={!ready || busy} aria-busy={busy || undefined}>
            {t('send.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
