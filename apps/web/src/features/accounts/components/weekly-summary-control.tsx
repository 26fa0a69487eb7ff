import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PATHS, type NotificationPreferences } from '@numbloom/domain/notifications';
import { apiGet } from '../../../api/client.ts';
import { Checkbox } from '../../../ui/field.tsx';
import { submit } from '../../../lib/forms.ts';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/**
 * "Emails" on the My children page: a parent chooses a weekly summary of each child by mail
 * (decision 078). Saved as it is ticked; the status line under it says so, or that it failed and
 * the box is back as it was.
 */
export function WeeklySummaryControl() {
  const { t } = useTranslation('accounts');
  const client = useQueryClient();
  const preferences = useQuery({ queryKey: PREFERENCES_KEY, queryFn: () => apiGet<NotificationPreferences>(NOTIFICATION_PATHS.preferences), retry: false });
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // the box shows what was ticked while it is saved, and goes back if the save fails
  const [pending, setPending] = useState<boolean | null>(null);

  const change = async (on: boolean) => {
    setPending(on);
    setSaid(null);
    const res = await submit<NotificationPreferences>(NOTIFICATION_PATHS.preferences, { weekly_summary: on }, { method: 'PUT' });
    setPending(null);
    if (res.ok) {
      client.setQueryData(PREFERENCES_KEY, res.data);
      setSaid({ tone: 'success', text: t(on ? 'emails.on' : 'emails.off') });
    } else setSaid({ tone: 'error', text: t('emails.failed') });
  };

  return (
    <section className="account-section" aria-labelledby="emails-title">
      <h2 id="emails-title">{t('emails.title')}</h2>
      {preferences.isError ? (
        <p className="alert alert-error">{t('emails.loadError')}</p>
      ) : (
        <Checkbox
          label={t('emails.weekly')}
          hint={t('emails.weeklyHint')}
          checked={pending ?? preferences.data?.weekly_summary ?? false}
          disabled={!preferences.data || pending !== null}
          onChange={(e) => void change(e.target.checked)}
        />
      )}
      <div role="status">{said ? <p className={`alert alert-${said.tone}`}>{said.text}</p> : null}</div>
    </section>
  );
}
