import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGES, STAFF_PATHS, type EnquiryView, type RegistrationKind, type SupportStatus, type SystemReportView } from '@numbloom/domain/staff';
import { ApiError, apiGet } from '../../api/client.ts';
import { submit } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffShell, useStaffText } from './staff-shell.tsx';
import { FormType } from './form-type.tsx';

type Row = Record<string, unknown>;

/** A value as staff read it: text as it is, lists and objects as indented JSON. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="staff-empty">–</span>;
  if (typeof value === 'object') return <pre className="staff-json">{JSON.stringify(value, null, 2)}</pre>;
  return <>{String(value)}</>;
}

/** Every field of a record, in the order the API gives them (registrations and leads). */
function RecordFields({ record }: { record: Row }) {
  return (
    <dl className="staff-record">
      {Object.entries(record).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const when = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'long', timeStyle: 'medium' });

/** Labelled fields, each a term and its value; an empty value shows a dash. */
function Labelled({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="staff-record">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? <span className="staff-empty">–</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A contact enquiry as a page: who wrote, how to answer, and their message as they wrote it. */
function EnquiryRecord({ enquiry }: { enquiry: EnquiryView }) {
  const { t, i18n } = useTranslation('staff');
  return (
    <>
      <Labelled
        rows={[
          [t('fields.name'), enquiry.name],
          [t('fields.email'), <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>],
          [t('fields.phone'), enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : null],
          [t('fields.organisation'), enquiry.organisation],
          [t('fields.formType'), <FormType value={enquiry.form_type} />],
          [t('fields.site'), `${enquiry.region_code}/${enquiry.language_code}`],
          [t('fields.received'), when(enquiry.created_at, i18n.language)],
        ]}
      />
      <section className="staff-section" aria-labelledby="enquiry-message">
        <h2 id="enquiry-message">{t('fields.message')}</h2>
        <p className="staff-message">{enquiry.message}</p>
      </section>
    </>
  );
}

/** A system report as a page: its result, each check with what it found, who sent it and from which browser. */
function SystemReportRecord({ report }: { report: SystemReportView }) {
  const { t, i18n } = useTranslation('staff');
  const { browser } = report;
  return (
    <>
      <Labelled
        rows={[
          [t('fields.overall'), t(`checkStatus.${report.overall}`)],
          [t('fields.received'), when(report.created_at, i18n.language)],
          [t('fields.email'), report.email ? <a href={`mailto:${report.email}`}>{report.email}</a> : null],
          [t('fields.school'), report.school],
          [t('fields.site'), `${report.page_host} (${report.region_code}/${report.language_code})`],
        ]}
      />
      {report.message ? (
        <section className="staff-section" aria-labelledby="report-message">
          <h2 id="report-message">{t('fields.message')}</h2>
          <p className="staff-message">{report.message}</p>
        </section>
      ) : null}
      <section className="staff-section" aria-labelledby="report-checks">
        <h2 id="report-checks">{t('fields.checks')}</h2>
        <ul className="staff-checks-list">
          {report.results.map((r) => (
            <li key={r.id} className={`staff-check staff-check-${r.status}`}>
              <strong>{t(`checkNames.${r.id}`)}</strong>: {t(`checkStatus.${r.status}`)}
              {r.detail ? <span className="staff-check-detail">{r.detail}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="staff-section" aria-labelledby="report-browser">
        <h2 id="report-browser">{t('fields.browser')}</h2>
        <Labelled
          rows={[
            [t('fields.userAgent'), browser.user_agent],
            [t('fields.platform'), browser.platform],
            [t('fields.languages'), browser.languages.join(', ') || browser.language],
            [t('fields.timezone'), browser.timezone],
            [t('fields.screen'), `${browser.screen.width} × ${browser.screen.height} (× ${browser.screen.pixel_ratio})`],
            [t('fields.viewport'), `${browser.viewport.width} × ${browser.viewport.height}`],
            [t('fields.cookies'), browser.cookies_enabled ? t('fields.yes') : t('fields.no')],
          ]}
        />
      </section>
    </>
  );
}

type RecordSection = 'registrations' | 'leads' | 'enquiries' | 'systemReports';

const LIST_OF: Record<RecordSection, string> = {
  registrations: STAFF_PAGES.registrations,
  leads: STAFF_PAGES.leads,
  enquiries: STAFF_PAGES.enquiries,
  systemReports: STAFF_PAGES.systemReports,
};

/** One registration, lead, enquiry or system report; enquiries and reports can be marked answered (or new again). */
export function StaffRecord({ section }: { section: RecordSection }) {
  const { t } = useTranslation('staff');
  const text = useStaffText();
  const client = useQueryClient();
  const { id = '', kind = 'campaign' } = useParams();
  const path =
    section === 'registrations'
      ? STAFF_PATHS.registration(kind as RegistrationKind, id)
      : section === 'leads'
        ? STAFF_PATHS.lead(id)
        : section === 'enquiries'
          ? STAFF_PATHS.enquiry(id)
          : STAFF_PATHS.systemReport(id);
  const key = ['staff', 'record', path];
  const record = useQuery({ queryKey: key, queryFn: () => apiGet<Row>(path), retry: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setStatus = async (status: SupportStatus) => {
    setBusy(true);
    setError(null);
    const res = await submit<Row>(path, { status }, { method: 'PATCH' });
    setBusy(false);
    if (!res.ok) return setError(text(res.message));
    client.setQueryData(key, res.data);
    void client.invalidateQueries({ queryKey: ['staff', section] });
  };
  const title = record.data?.number ? t('record.report', { number: String(record.data.number) }) : t(`record.${section}`);
  return (
    <StaffShell title={title}>
      <p>
        <Link to={pagePath(LIST_OF[section])}>{t('record.back', { list: t(`sections.${section}`) })}</Link>
      </p>
      {record.isPending ? (
        <Spinner />
      ) : record.isError ? (
        <Alert tone="error">{record.error instanceof ApiError && record.error.userMessage ? text(record.error.userMessage) : t('errors.load')}</Alert>
      ) : (
        <>
          {'status' in record.data ? (
            <div className="staff-actions">
              <p>{t('record.status', { status: t(`status.${String(record.data.status)}`) })}</p>
              {error ? <Alert tone="error">{error}</Alert> : null}
              <Button size="sm" disabled={busy} onClick={() => void setStatus(record.data.status === 'answered' ? 'new' : 'answered')}>
                {record.data.status === 'answered' ? t('record.markNew') : t('record.markAnswered')}
              </Button>
            </div>
          ) : null}
          {section === 'enquiries' ? (
            <EnquiryRecord enquiry={record.data as unknown as EnquiryView} />
          ) : section === 'systemReports' ? (
            <SystemReportRecord report={record.data as unknown as SystemReportView} />
          ) : (
            <RecordFields record={record.data} />
          )}
        </>
      )}
    </StaffShell>
  );
}
