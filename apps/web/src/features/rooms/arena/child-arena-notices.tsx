import { useEffect, useState } from 'react';
import type { ArenaNotice } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { arenaNotices, arenaPath, launchArena, problemOf } from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';
import '../rooms.css';
import '../../../ui/kid-pictures.css';

/** As often as the site's notice asks (arena-notices.tsx): a teacher's Arena is seen within 15 seconds. */
const EVERY_MS = 15_000;

/**
 * A signed-in child's Arena notice on their pages of the children's entry (decision 101): the same notice as the
 * site's pages show (arena-notices.tsx), an Arena their teacher opened for their class with a button straight into it,
 * without the query cache or i18next. Asked at once and every 15 seconds; nothing when there is none or it cannot be read.
 */
function ChildArenaNotices() {
  const { t } = useTexts('rooms');
  const [notices, setNotices] = useState<ArenaNotice[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () =>
      arenaNotices().then(
        (r) => live && setNotices(r.notices),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  if (notices.length === 0) return null;
  async function enter(code: string) {
    setBusy(true);
    setProblem(null);
    try {
      const { temp_session_token } = await launchArena(code);
      location.assign(`${arenaPath()}?temp_session_token=${encodeURIComponent(temp_session_token)}`);
    } catch (err) {
      // the Arena ended or closed since the notice was drawn: say so under its button
      setProblem({ code, text: roomProblemText(t, problemOf(err)) });
      setBusy(false);
    }
  }
  return (
    <div className="kid-page">
      {notices.map((n) => (
        <section key={n.code} className="arena-notice" aria-label={t('arena.noticeTitle')}>
          <p>
            <strong>{t('arena.noticeTitle')}</strong>{' '}
            {t('arena.noticeText', { activity: n.activity_title, klass: n.class_name })}
          </p>
          <button type="button" className="btn btn-primary kid-btn" onClick={() => void enter(n.code)} disabled={busy}>
            {t('arena.noticeButton')}
          </button>
          {problem?.code === n.code ? (
            <p className="kid-page-note" role="alert">
              {problem.text}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The chunk app/child-site-pages.tsx loads after the page (a default export: see play-main.tsx). */
export default ChildArenaNotices;
