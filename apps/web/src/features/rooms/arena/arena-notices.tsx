import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { arenaNotices, arenaPath, launchArena, problemOf } from '../shared/api.ts';
import { useRoomProblemText } from '../shared/problem-text.ts';
import '../rooms.css';

/**
 * A signed-in student's notice, on their own pages: an Arena their teacher
 * opened for their class and told them about, with a button straight into it
 * (a single-use link, no code to type). Asked again every 15 seconds.
 */
export function ArenaNotices() {
  const { t } = useTranslation('rooms');
  const notices = useQuery({ queryKey: ['arena-notices'], queryFn: arenaNotices, refetchInterval: 15_000, retry: false });
  const problemText = useRoomProblemText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string; text: string } | null>(null);
  if (!notices.data?.notices.length) return null;
  async function enter(code: string) {
    setBusy(true);
    setProblem(null);
    try {
      const { temp_session_token } = await launchArena(code);
      // the Arena is one of the child's pages, a page of its own (play.html): a full load, not an in-app move
      location.assign(`${arenaPath()}?temp_session_token=${encodeURIComponent(temp_session_token)}`);
    } catch (err) {
      // the Arena ended or closed since the notice was drawn: say so under its button
      setProblem({ code, text: problemText(problemOf(err)) });
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
          {problem?.code === n.code ? <Alert tone="error">{problem.text}</Alert> : null}
        </section>
      ))}
    </div>
  );
}
