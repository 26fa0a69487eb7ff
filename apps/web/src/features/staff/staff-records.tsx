import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGES, STAFF_PATHS, type RegistrationKind, type SupportStatus } from '@numbloom/domain/staff';
import { ApiError, apiGet } from '../../api/client.ts';
import { submit } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffShell, useStaffText } from './staff-shell.tsx';

type Row = Record<string, unknown>;

/** A value as staff read it: text as it is, lists and objects as indented JSON. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="staff-empty">–</span>;
  if (typeof value === 'object') return <pre className="staff-json">{JSON.stringify(value, null, 2)}</pre>;
  return <>{String(value)}</>;
}

/** Every field of a record, in the order the API gives them. */
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
          <RecordFields record={record.data} />
        </>
      )}
    </StaffShell>
  );
}
