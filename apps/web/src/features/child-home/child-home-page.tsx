import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import type { ChildAssignment } from '@numbloom/domain/assignments';
import { CHILD_HOME_PAGE, CHILD_HOME_PATH, type ChildHomeResponse } from '@numbloom/domain/child-home';
import { ApiError, apiGet } from '../../api/client.ts';
import { useTexts } from '../../i18n/small.tsx';
import { goTo } from '../../lib/navigate.ts';
import { pagePath } from '../../lib/page-path.ts';
import { rememberRun } from '../../player/run-resume.ts';
import './child-home.css';
import { KidPicture, KidStars } from '../../ui/kid-pictures.tsx';
import { WithName } from '../../ui/lang.tsx';
import { dayName } from '../../lib/day-name.ts';

type State =
  { kind: 'loading' } | { kind: 'ready'; home: ChildHomeResponse } | { kind: 'not-student' } | { kind: 'error' };

const playPath = (activityId: string) => pagePath(`activities/episode/${encodeURIComponent(activityId)}/play/`);
/**
 * A tile opens the child's own page of the activity (decision 097: their stars, when it is due, one big Play), not
 * the player: a run left half done is the one tile that goes straight back to its player.
 */
const activityPath = (activityId: string) => pagePath(`activities/episode/${encodeURIComponent(activityId)}/`);
/** An assignment's activity is played through the assignment: its page's Play starts the run through it, so it counts. */
const assignedActivityPath = (assignmentId: string, activityId: string) =>
  `${activityPath(activityId)}?assignment=${encodeURIComponent(assignmentId)}`;

/** One assignment: a big tile per activity, to play (or print), with when it is due, or done with its stars. */
function AssignmentTiles({ assignment: a, t }: { assignment: ChildAssignment; t: ReturnType<typeof useTexts>['t'] }) {
  const late = !a.done && Date.parse(a.due_at) < Date.now();
  const note = a.done
    ? t('assignments.done')
    : late
      ? t('assignments.late', { day: dayName(a.due_at) })
      : a.due_soon
        ? t('assignments.dueSoon')
        : t('assignments.due', { day: dayName(a.due_at) });
  return (
    <li className={`kid-assignment${a.done ? ' kid-assignment-done' : ''}`}>
      <p className="kid-assignment-note">
        {a.required && !a.done ? <span className="kid-badge">{t('assignments.required')}</span> : null}
        <span className={a.due_soon || late ? 'kid-due-soon' : undefined}>{note}</span>
        <KidStars count={a.stars} label={t('assignments.stars', { count: a.stars })} />
      </p>
      <ul className="kid-tiles">
        {a.activities.map((x) => (
          <li key={x.id}>
            {x.print_url ? (
              <a className="kid-tile" href={x.print_url} download>
                <KidPicture kind="print" />
                <span className="kid-tile-text">
                  <span className="kid-tile-title">{x.title}</span>
                  <span className="kid-tile-note">{t('assignments.print')}</span>
                </span>
              </a>
            ) : (
              <a className={`kid-tile${x.done ? '' : ' kid-tile-main'}`} href={assignedActivityPath(a.id, x.id)}>
                <KidPicture kind={x.done ? 'practice' : 'carry-on'} />
                <span className="kid-tile-text">
                  <span className="kid-tile-title">{x.title}</span>
                  {x.done ? <KidStars count={x.stars} label={t('assignments.stars', { count: x.stars })} /> : null}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * /my/: where a signed-in child lands (class code, Google, a family's code). Big tiles with a
 * picture and few words: the work their teacher gave them, carry on where they stopped, the challenges their class is in, a class
 * game to join with its code, and practice their own mastery suggests. Part of the child's own
 * small entry (decision 042): no router, no i18next, no zod.
 */
function ChildHomePage() {
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
          location.replace(
            `${pagePath(ACCOUNT_PAGES.studentLogin)}?next=${encodeURIComponent(pagePath(CHILD_HOME_PAGE))}`,
          );
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
      <h1>
        <WithName text={(name) => t('title', { name })} name={home.child.first_name} />
      </h1>
      {home.child.class_name ? (
        <p className="kid-class">
          <bdi>{home.child.class_name}</bdi>
        </p>
      ) : null}

      {home.assignments.length > 0 ? (
        <section className="kid-section" aria-labelledby="kid-assignments">
          <h2 id="kid-assignments">{t('assignments.title')}</h2>
          <ul className="kid-assignments">
            {home.assignments.map((a) => (
              <AssignmentTiles key={a.id} assignment={a} t={t} />
            ))}
          </ul>
        </section>
      ) : null}

      {home.carry_on ? (
        <section className="kid-section" aria-labelledby="kid-carry-on">
          <h2 id="kid-carry-on">{t('carryOn.title')}</h2>
          <a
            className="kid-tile kid-tile-main"
            href={playPath(home.carry_on.activity_id)}
            onClick={() =>
              rememberRun({ mode: 'activity', activity_id: home.carry_on!.activity_id }, home.carry_on!.run_id)
            }
          >
            <KidPicture kind="carry-on" />
            <span className="kid-tile-text">
              <span className="kid-tile-title">{home.carry_on.activity_title}</span>
              <span className="kid-tile-note">
                {t('carryOn.progress', { answered: home.carry_on.answered, total: home.carry_on.item_count })}
              </span>
            </span>
          </a>
        </section>
      ) : null}

      <section className="kid-section" aria-labelledby="kid-challenges">
        <h2 id="kid-challenges">{t('challenges.title')}</h2>
        {home.challenges.length > 0 ? (
          <ul className="kid-tiles">
            {home.challenges.map((c) => (
              <li key={c.uuid}>
                <a className="kid-tile" href={pagePath(CHALLENGE_PAGES.challenge(c.uuid))}>
                  <KidPicture kind="challenge" />
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{c.name}</span>
                    <span className="kid-tile-note">{t(`challenges.${c.stage}`)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {/* every challenge they are in, coming up and over too (decision 101) */}
        <p>
          <a className="btn btn-secondary kid-btn" href={pagePath(CHALLENGE_PAGES.list)}>
            {t('challenges.all')}
          </a>
        </p>
      </section>

      <section className="kid-section" aria-labelledby="kid-join">
        <h2 id="kid-join">{t('join.title')}</h2>
        <form className="kid-join" onSubmit={join} noValidate>
          <KidPicture kind="join" />
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
                <a
                  className="kid-tile"
                  href={
                    p.activity_id
                      ? activityPath(p.activity_id)
                      : `${pagePath('practice/')}?grade=${encodeURIComponent(p.grade)}`
                  }
                >
                  <KidPicture kind="practice" />
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{p.activity_title ?? p.topic_name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <a
            className="btn btn-secondary kid-btn"
            href={
              firstGrade ? `${pagePath('practice/')}?grade=${encodeURIComponent(firstGrade)}` : pagePath('activities/')
            }
          >
            {firstGrade ? t('practice.more') : t('practice.start')}
          </a>
        </p>
      </section>
    </div>
  );
}

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default ChildHomePage;
