import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGES, STAFF_PATHS, SUPPORT_STATUSES, type AuditEntryView, type Paged, type RegistrationKind } from '@numbloom/domain/staff';
import { apiGet } from '../../api/client.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Select, TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffShell } from './staff-shell.tsx';
import { Name } from '../../ui/lang.tsx';
import { FormType } from './form-type.tsx';
import { pageLocale } from '../../lib/dates.ts';

type Row = Record<string, unknown>;

interface Column {
  key: string;
  /** catalogue key under columns. */
  label: string;
  show?: (row: Row) => ReactNode;
  /** a code the server wrote (a status, a check's result), shown in the reader's words from this catalogue group */
  words?: 'status' | 'checkStatus';
}

interface ListSpec {
  section: 'registrations' | 'leads' | 'enquiries' | 'systemReports' | 'audit';
  path: string;
  csv?: string;
  columns: Column[];
  /** the support lists filter by status (new, answered) */
  statuses?: boolean;
  /** registrations: campaign or competition */
  kinds?: boolean;
  open?: (row: Row) => string;
}

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString(pageLocale()) : '');
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const SPECS: Record<ListSpec['section'], ListSpec> = {
  registrations: {
    section: 'registrations',
    path: STAFF_PATHS.registrations,
    csv: STAFF_PATHS.registrationsCsv,
    kinds: true,
    columns: [
      { key: 'created_at', label: 'date', show: (r) => when(r.created_at) },
      { key: 'event_name', label: 'event' },
      { key: 'name', label: 'name', show: (r) => <Name>{str(r.your_name) || [r.first_name, r.last_name].filter(Boolean).join(' ')}</Name> },
      { key: 'email', label: 'email' },
      { key: 'school', label: 'school' },
    ],
    open: (r) => STAFF_PAGES.registration(r.kind as RegistrationKind, str(r.id)),
  },
  leads: {
    section: 'leads',
    path: STAFF_PATHS.leads,
    csv: STAFF_PATHS.leadsCsv,
    columns: [
      { key: 'created_at', label: 'date', show: (r) => when(r.created_at) },
      { key: 'name', label: 'name', show: (r) => <Name>{[r.first_name, r.last_name].filter(Boolean).join(' ')}</Name> },
      { key: 'email', label: 'email' },
      { key: 'form_type', label: 'type', show: (r) => <FormType value={str(r.form_type)} /> },
      { key: 'school_name', label: 'school' },
    ],
    open: (r) => STAFF_PAGES.lead(str(r.id)),
  },
  enquiries: {
    section: 'enquiries',
    path: STAFF_PATHS.enquiries,
    csv: STAFF_PATHS.enquiriesCsv,
    statuses: true,
    columns: [
      { key: 'created_at', label: 'date', show: (r) => when(r.created_at) },
      { key: 'status', label: 'status', words: 'status' },
      { key: 'name', label: 'name' },
      { key: 'email', label: 'email' },
      { key: 'form_type', label: 'type', show: (r) => <FormType value={str(r.form_type)} /> },
    ],
    open: (r) => STAFF_PAGES.enquiry(str(r.id)),
  },
  systemReports: {
    section: 'systemReports',
    path: STAFF_PATHS.systemReports,
    csv: STAFF_PATHS.systemReportsCsv,
    statuses: true,
    columns: [
      { key: 'number', label: 'number' },
      { key: 'created_at', label: 'date', show: (r) => when(r.created_at) },
      { key: 'status', label: 'status', words: 'status' },
      { key: 'overall', label: 'overall', words: 'checkStatus' },
      { key: 'email', label: 'email' },
      { key: 'school', label: 'school' },
    ],
    open: (r) => STAFF_PAGES.systemReport(str(r.id)),
  },
  audit: {
    section: 'audit',
    path: STAFF_PATHS.audit,
    columns: [
      { key: 'at', label: 'date', show: (r) => when(r.at) },
      { key: 'actor', label: 'actor' },
      { key: 'action', label: 'action' },
      { key: 'target', label: 'target' },
      { key: 'detail', label: 'detail', show: (r) => <code className="staff-json" translate="no">{JSON.stringify((r as unknown as AuditEntryView).detail)}</code> },
    ],
  },
};

const PAGE_SIZE = 50;

/**
 * A staff list: search, a status or kind filter where the list has one,
 * pages of 50, each row opening its record, and the CSV of what the search
 * found (the command line's export columns, served by the staff API).
 */
export function StaffList({ section }: { section: ListSpec['section'] }) {
  const { t } = useTranslation('staff');
  const spec = SPECS[section];
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? 'campaign';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const query = { q: q || undefined, status: spec.statuses && status ? status : undefined, kind: spec.kinds ? kind : undefined };
  const list = useQuery({
    queryKey: ['staff', section, query, page],
    queryFn: () => apiGet<Paged<Row>>(spec.path, { query: { ...query, page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ q: draft.trim(), page: '' });
  };
  const csvQuery = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <StaffShell title={t(`sections.${section}`)}>
      <form className="staff-filters" role="search" onSubmit={onSearch}>
        <TextInput label={t('list.search')} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        {spec.statuses ? (
          <Select
            label={t('list.status')}
            value={status}
            onChange={(e) => set({ status: e.target.value, page: '' })}
            options={[{ value: '', label: t('list.all') }, ...SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          />
        ) : null}
        {spec.kinds ? (
          <Select
            label={t('list.kind')}
            value={kind}
            onChange={(e) => set({ kind: e.target.value, page: '' })}
            options={[
              { value: 'campaign', label: t('sections.campaigns') },
              { value: 'competition', label: t('sections.competitions') },
            ]}
          />
        ) : null}
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
        {spec.csv ? (
          <a className="btn btn-secondary staff-csv" href={`${spec.csv}${csvQuery.size ? `?${csvQuery}` : ''}`} download>
            {t('list.csv')}
          </a>
        ) : null}
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : (
        <>
          <p role="status">{t('list.count', { count: list.data.count })}</p>
          {list.data.results.length ? (
            <div className="staff-table-wrap">
              <table className="staff-table">
                <thead>
                  <tr>
                    {spec.columns.map((c) => (
                      <th key={c.key} scope="col">
                        {t(`columns.${c.label}`)}
                      </th>
                    ))}
                    {spec.open ? (
                      <th scope="col">
                        <span className="visually-hidden">{t('list.open')}</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {list.data.results.map((row, i) => (
                    <tr key={str(row.id) || i}>
                      {spec.columns.map((c) => (
                        // what people typed (names, schools, messages) is shown in its own words, marked as such
                        <td key={c.key}>{c.show ? c.show(row) : c.words ? t(`${c.words}.${str(row[c.key])}`) : <Name>{str(row[c.key])}</Name>}</td>
                      ))}
                      {spec.open ? (
                        <td>
                          <Link to={pagePath(spec.open(row))}>{t('list.openRow', { what: str(row.number) || str(row.email) || str(row.name) || str(row.id) })}</Link>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav className="staff-pages" aria-label={t('list.pages')}>
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
                {t('list.previous')}
              </Button>
              <span>{t('list.page', { page, pages })}</span>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>
                {t('list.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </StaffShell>
  );
}
