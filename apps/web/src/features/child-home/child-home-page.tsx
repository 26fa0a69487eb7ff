import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { CHILD_HOME_PAGE, CHILD_HOME_PATH, type ChildHomeResponse } from '@numbloom/domain/child-home';
import { ApiError, apiGet } from '../../api/client.ts';
import { useTexts } from '../../i18n/small.tsx';
import { goTo } from '../../lib/navigate.ts';
import { pagePath } from '../../lib/page-path.ts';
import { rememberRun } from '../../player/run-resume.ts';
import './child-home.css';

type State = { kind: 'loading' } | { kind: 'ready'; home: ChildHomeResponse } | { kind: 'not-student' } | { kind: 'error' };

const playPath = (activityId: string) => pagePath(`activities/episode/${encodeURIComponent(activityId)}/play/`);

/** A tile's picture: drawn, not an emoji, so every Chromebook shows the same one. */
function Picture({ kind }: { kind: 'carry-on' | 'challenge' | 'join' | 'practice' }) {
  const paths = {
    'carry-on': 'M8 5v14l11-7z',
    challenge: 'M7 4h10v3a5 5 0 0 1-4 4.9V15h3v3H8v-3h3v-3.1A5 5 0 0 1 7 7zM4 5h2v3a2 2 0 0 1-2-2zm16 0h-2v3a2 2 0 0 0 2-2z',
    join: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 19c0-3 3-5 6-5s6 2 6 5zm12 0c0-1.5-.6-2.9-1.6-3.9A7 7 0 0 1 16 14c3 0 6 2 6 5z',
    practice: 'm12 3 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z',
  };
  return (
    <svg className={`kid-picture kid-picture-${kind}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="currentColor" />
    </svg>
  );
}

/**
 * /my/: where a signed-in child lands (class code, Google, a family's code). Big tiles with a
 * picture and few words: carry on where they stopped, the challenges their class is in, a class
 * game to join with its code, and practice their own mastery suggests. Part of the child's own
 * small entry (decision 042): no router, no i18next, no zod.
 */
export function ChildHomePage() {
  const { t } = useTexts('child-home');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');

  useEffect(() => {
    let live = true;
    apiGet<ChildHomeResponse>(CHILD_HOME_PATH).then(
      (home) => live && setState({ kind: 'ready', home }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 401) {
          // signed out meanwhile: the class code login, back here after
          location.replace(`${pagePath(ACCOUNT_PAGES.studentLogin)}?next=${encodeURIComponent(pagePath(CHILD_HOME_PAGE))}`);
          return;
        }
        setState({ kind: err instanceof ApiError && err.status === 403 ? 'not-student' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const join = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '').toUpperCase();
    goTo(typed ? `${pagePath('join/')}?code=${encodeURIComponent(typed)}` : pagePath('join/'));
  };

  if (state.kind === 'loading') {
    return (
      <div className="kid-home" aria-busy="true">
        <p className="kid-loading">{t('loading')}</p>
      </div>
    );
  }
  if (state.kind === 'not-student') {
    return (
      <div className="kid-home">
        <h1>{t('notStudent')}</h1>
        <p>
          <a className="btn btn-primary kid-btn" href={pagePath('')}>
            {t('toSite')}
          </a>
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="kid-home">
        <h1>{t('loadError')}</h1>
        <p>
          <button type="button" className="btn btn-primary kid-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </p>
      </div>
    );
  }

  const { home } = state;
  const firstGrade = home.practice[0]?.grade;
  return (
    <div className="kid-home">
      <h1>{t('title', { name: home.child.first_name })}</h1>
      {home.child.class_name ? (
        <p className="kid-class">
          <bdi>{home.child.class_name}</bdi>
        </p>
      ) : null}

      {home.carry_on ? (
        <section className="kid-section" aria-labelledby="kid-carry-on">
          <h2 id="kid-carry-on">{t('carryOn.title')}</h2>
          <a
            className="kid-tile kid-tile-main"
            href={playPath(home.carry_on.activity_id)}
            onClick={() => rememberRun({ mode: 'activity', activity_id: home.carry_on!.activity_id }, home.carry_on!.run_id)}
          >
            <Picture kind="carry-on" />
            <span className="kid-tile-text">
              <span className="kid-tile-title">{home.carry_on.activity_title}</span>
              <span className="kid-tile-note">{t('carryOn.progress', { answered: home.carry_on.answered, total: home.carry_on.item_count })}</span>
            </span>
          </a>
        </section>
      ) : null}

      {home.challenges.length > 0 ? (
        <section className="kid-section" aria-labelledby="kid-challenges">
          <h2 id="kid-challenges">{t('challenges.title')}</h2>
          <ul className="kid-tiles">
            {home.challenges.map((c) => (
              <li key={c.uuid}>
                <a className="kid-tile" href={pagePath(CHALLENGE_PAGES.play(c.uuid))}>
                  <Picture kind="challenge" />
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{c.name}</span>
                    <span className="kid-tile-note">{t(`challenges.${c.stage}`)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="kid-section" aria-labelledby="kid-join">
        <h2 id="kid-join">{t('join.title')}</h2>
        <form className="kid-join" onSubmit={join} noValidate>
          <Picture kind="join" />
          <label className="field-label" htmlFor="kid-join-code">
            {t('join.code')}
          </label>
          <input
            id="kid-join-code"
            className="input kid-join-code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn-primary kid-btn">
            {t('join.go')}
          </button>
        </form>
      </section>

      <section className="kid-section" aria-labelledby="kid-practice">
        <h2 id="kid-practice">{t('practice.title')}</h2>
        {home.practice.length > 0 ? (
          <ul className="kid-tiles">
            {home.practice.map((p) => (
              <li key={p.skill}>
                <a className="kid-tile" href={p.activity_id ? playPath(p.activity_id) : `${pagePath('practice/')}?grade=${encodeURIComponent(p.grade)}`}>
                  <Picture kind="practice" />
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{p.activity_title ?? p.topic_name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a className="btn btn-secondary kid-btn" href={firstGrade ? `${pagePath('practice/')}?grade=${encodeURIComponent(firstGrade)}` : pagePath('activities/')}>
            {firstGrade ? t('practice.more') : t('practice.start')}
          </a>
        </p>
      </section>
    </div>
  );
}
