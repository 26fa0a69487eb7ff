import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPETITION_STAGES } from '@numbloom/domain/competition';
import { STAFF_PAGES, STAFF_PATHS } from '@numbloom/domain/staff';
import { apiGet } from '../../api/client.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Select } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useStaffWrite, type Row } from './staff-form-kit.tsx';
import { StaffShell } from './staff-shell.tsx';
import { Name, WithName } from '../../ui/lang.tsx';
import { pageLocale } from '../../lib/dates.ts';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const day = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toLocaleDateString(pageLocale()) : '–');

/**
 * The frame both event lists share: the "new" link, the last write's outcome, and a table of the
 * server's records under the given column headings once they are loaded.
 */
export function StaffEventList({
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
              <Link to={pagePath(STAFF_PAGES.campaign(slug))}><Name>{str(c.name)}</Name></Link>
            </th>
            <td><Name>{slug}</Name></td>
            <td>
              {day(c.start_time)} – {day(c.end_time)}
            </td>
            <td>{t(`events.status.${str(c.status)}`)}</td>
            <td>{str(c.registrations)}</td>
            <td>
              {/* an ended campaign is over whatever its flag says: nothing to close or reopen */}
              {c.status === 'ended' ? null : (
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
                  <WithName text={(name) => t(c.closed ? 'events.reopen' : 'events.close', { name })} name={str(c.name)} />
                </Button>
              )}
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
              <Link to={pagePath(STAFF_PAGES.competition(id))}><Name>{name}</Name></Link>
            </th>
            <td>{id}</td>
            <td>
              {day(c.starts_at)} – {day(c.ends_at)}
            </td>
            <td>
              {t(`events.stages.${str(c.currentStage)}`)}
              {c.is_open ? '' : ` (${t('events.registrationOff')})`}
            </td>
            <td>{str(c.registrations)}</td>
            <td className="staff-row-actions">
              <Select
                label={<WithName text={(n) => t('events.stageFor', { name: n })} name={name} />}
                value={chosen}
                onChange={(e) => setStages((s) => ({ ...s, [id]: e.target.value }))}
                options={COMPETITION_STAGES.map((s) => ({ value: s, label: t(`events.stages.${s}`) }))}
              />
              <Button
                size="sm"
                variant="secondary"
                disabled={write.busy || chosen === c.currentStage}
                onClick={() =>
                  void write.run(
                    STAFF_PATHS.competitionStage(id),
                    { stage: chosen },
                    t('events.stageDone', { name, stage: t(`events.stages.${chosen}`) }),
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
                <WithName text={(n) => t('events.close', { name: n })} name={name} />
              </Button>
            </td>
          </tr>
        );
      }}
    />
  );
}
