import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { firstAdminRequestsSchema } from '@numbloom/domain/school-members-schema';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import type { z } from 'zod';
import { apiGet } from '../../api/client.ts';
import { formatDay } from '../../lib/dates.ts';
import { submit } from '../../lib/forms.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffShell, useStaffText } from './staff-shell.tsx';

type Requests = z.infer<typeof firstAdminRequestsSchema>;
const KEY = ['staff', 'school-requests'] as const;

/**
 * Schools' first admins (decision 061): the join requests of schools with no admin on Numbloom yet,
 * oldest first. Staff check the person with the school, then approve (they become its admin) or
 * refuse; the staff audit and the school's audit record both.
 */
export function StaffSchools() {
  const { t } = useTranslation('staff');
  return (
    <StaffShell title={t('schools.title')}>
      <p>{t('schools.intro')}</p>
      <SchoolRequests />
    </StaffShell>
  );
}

function SchoolRequests() {
  const { t } = useTranslation('staff');
  const text = useStaffText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => apiGet<Requests>(STAFF_PATHS.schoolRequests), retry: false });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <Alert tone="error">{t('errors.load')}</Alert>;
  const decide = async (schoolId: number, userId: string, who: string, school: string, approve: boolean) => {
    setBusy(true);
    setMessage(null);
    const res = await submit(STAFF_PATHS.schoolRequest(schoolId, userId), { approve });
    setBusy(false);
    setMessage(
      res.ok
        ? {
            tone: 'success',
            text: approve ? t('schools.approved', { name: who, school }) : t('schools.refused', { name: who, school }),
          }
        : { tone: 'error', text: text(res.message) },
    );
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <div role="status">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      {list.data.requests.length === 0 ? (
        <p>{t('schools.none')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('schools.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schools.school')}</th>
                <th scope="col">{t('schools.person')}</th>
                <th scope="col">{t('schools.email')}</th>
                <th scope="col">{t('schools.when')}</th>
                <th scope="col">{t('schools.decide')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.requests.map((r) => (
                <tr key={`${r.school.id}-${r.user_id}`}>
                  <th scope="row">
                    {r.school.name}
                    <br />
                    <small>{t('schools.where', { city: r.school.city, country: r.school.country })}</small>
                  </th>
                  <td>{r.name}</td>
                  <td>{r.email ?? ''}</td>
                  <td>{formatDay(r.requested_at)}</td>
                  <td>
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() => void decide(r.school.id, r.user_id, r.name, r.school.name, true)}
                    >
                      {t('schools.approve', { name: r.name, school: r.school.name })}
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void decide(r.school.id, r.user_id, r.name, r.school.name, false)}
                    >
                      {t('schools.refuse', { name: r.name, school: r.school.name })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
