import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PATHS, type NotificationPreferences, type NotificationTopic } from '@numbloom/domain/notifications';
import { apiGet } from '../../../api/client.ts';
import { Checkbox } from '../../../ui/field.tsx';
import { submit } from '../../../lib/forms.ts';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;
const FIELD: Record<NotificationTopic, keyof NotificationPreferences> = { 'challenge-updates': 'challenge_updates', 'weekly-summary': 'weekly_summary' };

/**
 * "Emails": one kind of mail the product sends on its own, turned on or off (decision 078): a
 * parent's weekly summary of each child on the My children page, a teacher's challenge news on the
 * Account page. Saved as it is ticked; the line under it says so, or that it failed and the box is
 * back as it was.
 */
export function EmailChoice({ topic }: { topic: NotificationTopic }) {
  const { t } = useTranslation('accounts');
  const client = useQueryClient();
  const preferences = useQuery({ queryKey: PREFERENCES_KEY, queryFn: () => apiGet<NotificationPreferences>(NOTIFICATION_PATHS.preferences), retry: false });
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // the box shows what was ticked while it is saved, and goes back if the save fails
  const [pending, setPending] = useState<boolean | null>(null);
  const field = FIELD[topic];

  const change = async (on: boolean) => {
    setPending(on);
    setSaid(null);
    const res = await submit<NotificationPreferences>(NOTIFICATION_PATHS.preferences, { [field]: on }, { method: 'PUT' });
    setPending(null);
    if (res.ok) {
      client.setQueryData(PREFERENCES_KEY, res.data);
      setSaid({ tone: 'success', text: t(`emails.${topic}.${on ? 'on' : 'off'}`) });
    } else setSaid({ tone: 'error', text: t('emails.failed') });
  };

  return (
    <section className="account-section" aria-labelledby={`emails-${topic}-title`}>
      <h2 id={`emails-${topic}-title`}>{t('emails.title')}</h2>
      {preferences.isError ? (
        <p className="alert alert-error">{t('emails.loadError')}</p>
      ) : (
        <Checkbox
          label={t(`emails.${topic}.label`)}
          hint={t(`emails.${topic}.hint`)}
          checked={pending ?? preferences.data?.[field] ?? false}
          disabled={!preferences.data || pending !== null}
          onChange={(e) => void change(e.target.checked)}
        />
      )}
      <div role="status">{said ? <p className={`alert alert-${said.tone}`}>{said.text}</p> : null}</div>
    </section>
  );
}
