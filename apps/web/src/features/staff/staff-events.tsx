import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPETITION_STAGES } from '@numbloom/domain/competition';
import { STAFF_PAGES, STAFF_PATHS } from '@numbloom/domain/staff';
import { ApiError, apiGet } from '../../api/client.ts';
import { submit } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Select, TextArea } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffShell, useStaffText } from './staff-shell.tsx';

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const day = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toLocaleDateString() : '–');

/** A write and its outcome: the server's message (in the admin's language where known) or the fresh record. */
function useStaffWrite(onDone: () => void) {
  const text = useStaffText();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: object, done: string, method: 'POST' | 'PATCH' = 'POST') => {
    setBusy(true);
    setMessage(null);
    const res = await submit<Row>(path, body, { method });
    setBusy(false);
    if (!res.ok) {
      const fields = Object.entries(res.fields).map(([k, v]) => `${k}: ${v}`);
      setMessage({ tone: 'error', text: [text(res.message), ...fields].join(' ') });
      return null;
    }
    setMessage({ tone: 'success', text: done });
    onDone();
    return res.data;
  };
  return { run, busy, message };
}

/**
 * The frame both event lists share: the "new" link, the last write's outcome, and a table of the
 * server's records under the given column headings once they are loaded.
 */
function StaffEventList({
  title,
  newTo,
  newLabel,
  list,
  message,
  columns,
  row,
}: {
  title: string;
  newTo: string;
  newLabel: string;
  list: UseQueryResult<{ results: Row[] }>;
  message: ReturnType<typeof useStaffWrite>['message'];
  /** keys of the staff texts' columns */
  columns: string[];
  row: (record: Row) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <StaffShell title={title}>
      <p>
        <ButtonLink to={newTo}>{newLabel}</ButtonLink>
      </p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{list.data.results.map(row)}</tbody>
          </table>
        </div>
      )}
    </StaffShell>
  );
}

/** A list of staff events and its writes: a write that succeeds loads the list again. */
function useStaffEvents(kind: 'campaigns' | 'competitions') {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['staff', kind], queryFn: () => apiGet<{ results: Row[] }>(STAFF_PATHS[kind]), retry: false });
  const write = useStaffWrite(() => void client.invalidateQueries({ queryKey: ['staff', kind] }));
  return { list, write };
}

/** Campaigns: each with its dates, state and registrations; open to edit, close or reopen. */
export function StaffCampaigns() {
  const { t } = useTranslation('staff');
  const { list, write } = useStaffEvents('campaigns');
  return (
    <StaffEventList
      title={t('sections.campaigns')}
      newTo={pagePath(STAFF_PAGES.newCampaign)}
      newLabel={t('events.newCampaign')}
      list={list}
      message={write.message}
      columns={['name', 'slug', 'dates', 'state', 'registrations', 'actions']}
      row={(c) => {
        const slug = str(c.slug);
        return (
          <tr key={slug}>
            <th scope="row">
              <Link to={pagePath(STAFF_PAGES.campaign(slug))}>{str(c.name)}</Link>
            </th>
            <td>{slug}</td>
            <td>
              {day(c.start_time)} – {day(c.end_time)}
            </td>
            <td>{c.closed ? t('events.closed') : t('events.open')}</td>
            <td>{str(c.registrations)}</td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                disabled={write.busy}
                onClick={() =>
                  void write.run(
                    c.closed ? STAFF_PATHS.campaignReopen(slug) : STAFF_PATHS.campaignClose(slug),
                    {},
                    c.closed
                      ? t('events.reopened', { name: str(c.name) })
                      : t('events.closedDone', { name: str(c.name) }),
                  )
                }
              >
                {c.closed ? t('events.reopen', { name: str(c.name) }) : t('events.close', { name: str(c.name) })}
              </Button>
            </td>
          </tr>
        );
      }}
    />
  );
}

/** Competitions: stage, registration on or off, registrations; change the stage or close. */
export function StaffCompetitions() {
  const { t } = useTranslation('staff');
  const { list, write } = useStaffEvents('competitions');
  const [stages, setStages] = useState<Record<string, string>>({});
  return (
    <StaffEventList
      title={t('sections.competitions')}
      newTo={pagePath(STAFF_PAGES.newCompetition)}
      newLabel={t('events.newCompetition')}
      list={list}
      message={write.message}
      columns={['name', 'id', 'dates', 'stage', 'registrations', 'actions']}
      row={(c) => {
        const id = Number(c.id);
        const name = str(c.campaign);
        const chosen = stages[id] ?? str(c.currentStage);
        return (
          <tr key={id}>
            <th scope="row">
              <Link to={pagePath(STAFF_PAGES.competition(id))}>{name}</Link>
            </th>
            <td>{id}</td>
            <td>
              {day(c.starts_at)} – {day(c.ends_at)}
            </td>
            <td>
              {str(c.currentStage)}
              {c.is_open ? '' : ` (${t('events.registrationOff')})`}
            </td>
            <td>{str(c.registrations)}</td>
            <td className="staff-row-actions">
              <Select
                label={t('events.stageFor', { name })}
                value={chosen}
                onChange={(e) => setStages((s) => ({ ...s, [id]: e.target.value }))}
                options={COMPETITION_STAGES.map((s) => ({ value: s, label: s }))}
              />
              <Button
                size="sm"
                variant="secondary"
                disabled={write.busy || chosen === c.currentStage}
                onClick={() =>
                  void write.run(
                    STAFF_PATHS.competitionStage(id),
                    { stage: chosen },
                    t('events.stageDone', { name, stage: chosen }),
                  )
                }
              >
                {t('events.changeStage')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={write.busy || c.currentStage === 'closed'}
                onClick={() => void write.run(STAFF_PATHS.competitionClose(id), {}, t('events.closedDone', { name }))}
              >
                {t('events.close', { name })}
              </Button>
            </td>
          </tr>
        );
      }}
    />
  );
}

/** The fields staff edit (the command line's --file JSON): the view without what the server keeps itself. */
const READ_ONLY = new Set([
  'registrations',
  'created_at',
  'updated_at',
  'is_open',
  'is_expired',
  'competition_id',
  'id',
]);
const editable = (record: Row) => Object.fromEntries(Object.entries(record).filter(([k]) => !READ_ONLY.has(k)));

const CAMPAIGN_TEMPLATE = {
  slug: 'new-campaign',
  name: 'New campaign',
  campaign_source: 'm_rd',
  form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
};
const COMPETITION_TEMPLATE = {
  id: 10000002,
  campaign: 'New competition',
  form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
};

/**
 * Create or edit a campaign or competition: its configuration as JSON, the
 * same document the command line's --file takes, checked by the server with
 * the command line's rules and texts (modules/staff/service.ts).
 */
export function StaffEventEditor({ kind }: { kind: 'campaign' | 'competition' }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { slug = '', id = '' } = useParams();
  const key = kind === 'campaign' ? slug : id;
  const creating = key === 'new';
  const path = kind === 'campaign' ? STAFF_PATHS.campaign(slug) : STAFF_PATHS.competition(Number(id));
  const record = useQuery({
    queryKey: ['staff', `${kind}s`, key],
    queryFn: () => apiGet<Row>(path),
    enabled: !creating,
    retry: false,
  });
  const [json, setJson] = useState('');
  const [parseError, setParseError] = useState<string | null>(null);
  const write = useStaffWrite(() => void client.invalidateQueries({ queryKey: ['staff', `${kind}s`] }));

  useEffect(() => {
    if (creating) setJson(JSON.stringify(kind === 'campaign' ? CAMPAIGN_TEMPLATE : COMPETITION_TEMPLATE, null, 2));
    else if (record.data) setJson(JSON.stringify(editable(record.data), null, 2));
  }, [creating, kind, record.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setParseError(null);
    let body: Row;
    try {
      body = JSON.parse(json) as Row;
    } catch {
      setParseError(t('events.badJson'));
      return;
    }
    const list = kind === 'campaign' ? STAFF_PATHS.campaigns : STAFF_PATHS.competitions;
    const saved = await write.run(creating ? list : path, body, t('events.saved'), creating ? 'POST' : 'PATCH');
    if (saved && creating) {
      await navigate(
        pagePath(
          kind === 'campaign' ? STAFF_PAGES.campaign(str(saved.slug)) : STAFF_PAGES.competition(Number(saved.id)),
        ),
        { replace: true },
      );
    }
  };

  const listPage = kind === 'campaign' ? STAFF_PAGES.campaigns : STAFF_PAGES.competitions;
  const name = record.data ? str(kind === 'campaign' ? record.data.name : record.data.campaign) : '';
  const title = creating
    ? t(kind === 'campaign' ? 'events.newCampaign' : 'events.newCompetition')
    : t('events.edit', { name: name || key });
  return (
    <StaffShell title={title}>
      <p>
        <Link to={pagePath(listPage)}>
          {t('record.back', { list: t(kind === 'campaign' ? 'sections.campaigns' : 'sections.competitions') })}
        </Link>
      </p>
      {!creating && record.isPending ? (
        <Spinner />
      ) : !creating && record.isError ? (
        <Alert tone="error">
          {record.error instanceof ApiError && record.error.status === 404 ? t('errors.notFound') : t('errors.load')}
        </Alert>
      ) : (
        <form className="staff-editor" onSubmit={(e) => void onSubmit(e)} noValidate>
          {record.data ? (
            <p>
              {t('events.summary', {
                registrations: str(record.data.registrations),
                updated: new Date(str(record.data.updated_at)).toLocaleString(),
              })}
            </p>
          ) : null}
          <TextArea
            label={t('events.json')}
            hint={t('events.jsonHint')}
            rows={24}
            spellCheck={false}
            value={json}
            onChange={(e) => setJson(e.target.value)}
            error={parseError ?? undefined}
          />
          {write.message ? <Alert tone={write.message.tone}>{write.message.text}</Alert> : null}
          <Button type="submit" disabled={write.busy}>
            {creating ? t('events.create') : t('events.save')}
          </Button>
        </form>
      )}
    </StaffShell>
  );
}
