import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { arenaNotices, arenaPath, launchArena } from './api.ts';
import './rooms.css';

/**
 * A signed-in student's notice, on their own pages: an Arena their teacher
 * opened for their class and told them about, with a button straight into it
 * (a single-use link, no code to type). Asked again every 15 seconds.
 */
export function ArenaNotices() {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const notices = useQuery({ queryKey: ['arena-notices'], queryFn: arenaNotices, refetchInterval: 15_000, retry: false });
  const [busy, setBusy] = useState(false);
  if (!notices.data?.notices.length) return null;
  async function enter(code: string) {
    setBusy(true);
    try {
      const { temp_session_token } = await launchArena(code);
      await navigate(`${arenaPath()}?temp_session_token=${encodeURIComponent(temp_session_token)}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="container">
      {notices.data.notices.map((n) => (
        <section key={n.code} className="arena-notice" aria-label={t('arena.noticeTitle')}>
          <p>
            <strong>{t('arena.noticeTitle')}</strong> {t('arena.noticeText', { activity: n.activity_title, klass: n.class_name })}
          </p>
          <Button onClick={() => void enter(n.code)} disabled={busy}>
            {t('arena.noticeButton')}
          </Button>
        </section>
      ))}
    </div>
  );
}
