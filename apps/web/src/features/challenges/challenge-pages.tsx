import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, ACCOUNT_PATHS, type ChildrenResponse, type TeacherClass } from '@numbloom/domain/accounts';
import { CHALLENGE_PAGES, CHALLENGE_PATHS, TIERS } from '@numbloom/domain/challenges';
import { ApiError, apiGet } from '../../api/client.ts';
import { formatDay, pageLocale } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { stageBannerKey } from './stage-banner.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { useMe } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { challengeKey, fetchBoard, fetchReport, fetchVerify, formatInstant, registerForChallenge, type BoardKind, type ChallengeDetail } from './api.ts';
import { ChallengeNav } from './challenge-nav.tsx';
import { useChallenge } from './use-challenge.ts';
import { useMessageText } from './messages.ts';
import './challenges.css';
import { Name, WithName } from '../../ui/lang.tsx';
import { PrintButton, PrintHeader } from '../../ui/print-report.tsx';

const loginHref = (page: string) => `${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(page))}`;

/** Loading, not found, or the page with the challenge's name, its pages' links and the over notice. */
function ChallengeFrame({ title, children }: { title: (c: ChallengeDetail) => string; children: (c: ChallengeDetail, uuid: string) => ReactNode }) {
  const { t } = useTranslation('challenges');
  const { uuid, data, isPending, isError } = useChallenge();
  useDocumentTitle(data ? title(data) : t('titlePlain'));
  if (isPending) return <div className="container challenge-page page-loading"><Spinner label={t('loading')} /></div>;
  if (isError || !data) {
    return (
      <div className="container challenge-page">
        <h1>{t('titlePlain')}</h1>
        <Alert tone="error">{t('notFound')}</Alert>
      </div>
    );
  }
  return (
    <div className="container challenge-page">
      <p className="challenge-kicker"><Name>{data.challenge.name}</Name></p>
      <ChallengeNav uuid={uuid} />
      {data.challenge.stage === 'over' ? (
        <Alert tone="info">{t('over')}</Alert>
      ) : null}
      {children(data, uuid)}
    </div>
  );
}

/** /challenge/{uuid}/: what the challenge is, its dates in its time zone, its stage and where the caller stands. */
export function ChallengePage() {
  const { t } = useTranslation('challenges');
  const locale = pageLocale();
  return (
    <ChallengeFrame title={(d) => d.challenge.name}>
      {({ challenge: c, registration, standing }, uuid) => (
        <>
          <h1><Name>{c.name}</Name></h1>
          <p className="lead" lang={c.description_language}>{c.description}</p>
          <p>
            <span className={`stage stage-${c.stage}`}>{t(stageBannerKey(c.stage, c.target_kind))}</span>
          </p>
          <dl className="challenge-dates">
            <dt>{t('dates.registration')}</dt>
            <dd>{t('dates.range', { from: formatInstant(c.registration_opens_at, c.time_zone, locale), to: formatInstant(c.registration_closes_at, c.time_zone, locale) })}</dd>
            <dt>{t('dates.warmup')}</dt>
            <dd>{formatInstant(c.warmup_starts_at, c.time_zone, locale)}</dd>
            <dt>{t('dates.contest')}</dt>
            <dd>{t('dates.range', { from: formatInstant(c.contest_starts_at, c.time_zone, locale), to: formatInstant(c.contest_ends_at, c.time_zone, locale) })}</dd>
            <dt>{t('dates.target')}</dt>
            <dd>{t(`target.${c.target_kind === 'stars' ? 'stars' : 'correct'}`, { count: c.target })}</dd>
          </dl>
          <h2>{t('tiers.title')}</h2>
          <ul className="tier-list">
            {TIERS.map((tier) => (
              <li key={tier}>
                <span className={`tier tier-${tier}`}>{t(`tiers.names.${tier}`)}</span>{' '}
                {tier === 'participation' ? t('tiers.participationRule') : tier === 'bronze' ? t('tiers.bronzeRule') : t('tiers.rule', { pct: c.tier_rule[tier] })}
              </li>
            ))}
          </ul>
          {standing ? (
            <section aria-labelledby="standing-title">
              <h2 id="standing-title">{t('standing.title')}</h2>
              <p>{standing.rank ? t('standing.place', { score: standing.score, target: standing.target, rank: standing.rank, of: standing.of }) : t('standing.none')}</p>
              {standing.tier ? <p>{t('standing.tier', { tier: t(`tiers.names.${standing.tier}`) })}</p> : null}
            </section>
          ) : null}
          {registration === null ? (
            <p><Link to={loginHref(CHALLENGE_PAGES.challenge(uuid))}>{t('loginToTakePart')}</Link></p>
          ) : registration.entered ? (
            <p>{t('entered')}</p>
          ) : null}
        </>
      )}
    </ChallengeFrame>
  );
}

type School = { id: number; name: string };

/** The school search, handed in by app/ (it belongs to the registration feature): a school of the search or none. */
export type SchoolPickerSlot = ComponentType<{ label: string; value: School | null; onChange: (school: School | null) => void }>;

/**
 * /challenge/{uuid}/register/: a teacher ticks their classes, chooses or
 * confirms the school they play for (the school and region boards rank
 * schools) and whether names are hidden; a parent ticks their children, who
 * take part without a school (decision 041).
 */
export function RegisterPage({ SchoolPicker }: { SchoolPicker?: SchoolPickerSlot }) {
  const { t } = useTranslation('challenges');
  const say = useMessageText();
  const me = useMe();
  const client = useQueryClient();
  const { uuid = '' } = useParams();
  const role = me.data?.user.role;
  const classes = useQuery({
    queryKey: ['my-classes'],
    queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode),
    enabled: role === 'teacher' || role === 'school_leader',
    retry: false,
  });
  const family = useQuery({
    queryKey: ['accounts', 'children'],
    queryFn: () => apiGet<ChildrenResponse>(ACCOUNT_PATHS.children),
    enabled: role === 'parent',
    retry: false,
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [hide, setHide] = useState<boolean | null>(null);
  const [school, setSchool] = useState<School | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (me.isPending) return <div className="container challenge-page page-loading"><Spinner label={t('loading')} /></div>;
  if (!me.data) return <Navigate to={loginHref(CHALLENGE_PAGES.register(uuid))} replace />;
  return (
    <ChallengeFrame title={(d) => t('register.title', { name: d.challenge.name })}>
      {({ challenge: c, registration }) => {
        const isParent = role === 'parent';
        const selected = chosen ?? (isParent ? registration?.student_ids : registration?.class_ids) ?? [];
        const hidden = hide ?? registration?.hide_names ?? false;
        const playsFor = school === undefined ? (registration?.school ?? null) : school;
        const toggle = (id: string, on: boolean) => setChosen(on ? [...selected, id] : selected.filter((x) => x !== id));
        const submit = async (e: FormEvent) => {
          e.preventDefault();
          setBusy(true);
          setOutcome(null);
          try {
            const body = isParent
              ? { challenge: uuid, student_ids: selected, hide_names: hidden }
              : { challenge: uuid, class_ids: selected, hide_names: hidden, ...(playsFor ? { school_id: playsFor.id } : {}) };
            const res = await registerForChallenge(body);
            if (res.status === 200) {
              const count = (isParent ? res.data.registration?.student_ids.length : res.data.registration?.class_ids.length) ?? 0;
              setOutcome({ tone: 'success', text: isParent ? t('register.childrenDone', { count }) : t('register.done', { count }) });
              await client.invalidateQueries({ queryKey: challengeKey(uuid) });
            } else setOutcome({ tone: 'error', text: res.data.user_message ? say(res.data.user_message, res.data.error_id) : t('register.failed') });
          } catch {
            setOutcome({ tone: 'error', text: t('register.failed') });
          } finally {
            setBusy(false);
          }
        };
        return (
          <>
            <h1><WithName text={(name) => t('register.title', { name })} name={c.name} /></h1>
            {me.data!.user.role === 'student' ? (
              <p>{registration?.entered ? t('entered') : t('register.studentNote')}</p>
            ) : !c.registration_open ? (
              <Alert tone="info">{t('register.closed')}</Alert>
            ) : isParent ? (
              family.isPending ? (
                <Spinner label={t('loading')} />
              ) : (family.data?.children.length ?? 0) === 0 ? (
                <p>
                  {t('register.noChildren')} <Link to={pagePath(ACCOUNT_PAGES.children)}>{t('register.toChildren')}</Link>
                </p>
              ) : (
                <form onSubmit={submit} className="challenge-form">
                  <fieldset>
                    <legend>{t('register.children')}</legend>
                    {family.data!.children.map((k) => (
                      <label key={k.id} className="check">
                        <input type="checkbox" checked={selected.includes(k.id)} onChange={(e) => toggle(k.id, e.target.checked)} /> {k.display_name}
                      </label>
                    ))}
                  </fieldset>
                  <p className="hint">{t('register.childrenBoards')}</p>
                  <label className="check">
                    <input type="checkbox" checked={hidden} onChange={(e) => setHide(e.target.checked)} /> {t('register.hideChildNames')}
                  </label>
                  {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
                  <Button type="submit" disabled={busy || selected.length === 0}>
                    {t('register.submit')}
                  </Button>
                </form>
              )
            ) : classes.isPending ? (
              <Spinner label={t('loading')} />
            ) : (classes.data?.classes.length ?? 0) === 0 ? (
              <p>
                {t('register.noClasses')} <Link to={pagePath(ACCOUNT_PAGES.account)}>{t('register.toAccount')}</Link>
              </p>
            ) : (
              <form onSubmit={submit} className="challenge-form">
                <fieldset>
                  <legend>{t('register.classes')}</legend>
                  {classes.data!.classes.map((k) => (
                    <label key={k.id} className="check">
                      <input type="checkbox" checked={selected.includes(k.id)} onChange={(e) => toggle(k.id, e.target.checked)} />{' '}
                      {t('register.classLabel', { name: k.name, count: k.students.length })}
                    </label>
                  ))}
                </fieldset>
                {SchoolPicker ? (
                  <>
                    <SchoolPicker label={t('register.school')} value={playsFor} onChange={setSchool} />
                    <p className="hint">{t('register.schoolHint')}</p>
                  </>
                ) : null}
                <label className="check">
                  <input type="checkbox" checked={hidden} onChange={(e) => setHide(e.target.checked)} /> {t('register.hideNames')}
                </label>
                <p className="hint">{t('register.hideHint')}</p>
                {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
                <Button type="submit" disabled={busy || selected.length === 0}>
                  {t('register.submit')}
                </Button>
              </form>
            )}
          </>
        );
      }}
    </ChallengeFrame>
  );
}

const BOARDS: BoardKind[] = ['students', 'classes', 'schools', 'region'];

/** /challenge/{uuid}/leaderboard/: the top ten of a board and the caller's place; live in the contest, final once over. */
export function LeaderboardPage() {
  const { t } = useTranslation('challenges');
  const { uuid = '' } = useParams();
  const [kind, setKind] = useState<BoardKind>('students');
  const board = useQuery({ queryKey: ['challenge-board', uuid, kind], queryFn: () => fetchBoard(uuid, kind), retry: false, refetchInterval: 15_000 });
  return (
    <ChallengeFrame title={(d) => t('board.title', { name: d.challenge.name })}>
      {({ challenge: c }) => (
        <>
          <h1><WithName text={(name) => t('board.title', { name })} name={c.name} /></h1>
          <div className="board-kinds" role="group" aria-label={t('board.choose')}>
            {BOARDS.map((b) => (
              <Button key={b} variant={b === kind ? 'primary' : 'secondary'} aria-pressed={b === kind} onClick={() => setKind(b)}>
                {t(`board.kinds.${b}`)}
              </Button>
            ))}
          </div>
          {kind !== 'students' ? <p className="hint">{t('board.averageNote', { count: c.min_participants })}</p> : null}
          {board.isPending ? (
            <Spinner label={t('loading')} />
          ) : board.isError ? (
            <Alert tone="error">{t('board.loadError')}</Alert>
          ) : (
            <>
              <p aria-live="polite">{board.data.frozen ? t('board.final') : t('board.live')}</p>
              {board.data.top.length === 0 ? (
                <p>{t('board.empty')}</p>
              ) : (
                <table className="board-table">
                  <caption>{t('board.caption', { board: t(`board.kinds.${kind}`) })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('board.rank')}</th>
                      <th scope="col">{t('board.name')}</th>
                      <th scope="col">{kind === 'students' ? t('board.score') : t('board.average')}</th>
                      {kind !== 'students' ? <th scope="col">{t('board.players')}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {board.data.top.map((r, i) => (
                      <tr key={i} className={r.you ? 'board-you' : undefined}>
                        <td>{r.rank}</td>
                        <th scope="row">
                          {/* a name keeps its own direction on an Arabic board ("Ava B." not ".Ava B") */}
                          {r.hidden ? <span className="muted">{t('board.hidden')}</span> : <Name>{r.name}</Name>}
                          {r.you ? <span className="you"> {t('board.you')}</span> : null}
                        </th>
                        <td>{r.score}</td>
                        {kind !== 'students' ? <td>{r.participants}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {board.data.own ? (
                <p className="board-own">{t('board.own', { rank: board.data.own.rank, count: board.data.count, score: board.data.own.score })}</p>
              ) : null}
            </>
          )}
        </>
      )}
    </ChallengeFrame>
  );
}

/** /challenge/{uuid}/certificates/: a child's own certificate; a teacher's report, CSV and the class's certificates in one PDF. */
export function CertificatesPage() {
  const { t } = useTranslation('challenges');
  const me = useMe();
  const { uuid = '' } = useParams();
  const holder = !!me.data && me.data.user.role !== 'student';
  const report = useQuery({ queryKey: ['challenge-report', uuid], queryFn: () => fetchReport(uuid), enabled: holder, retry: false });
  if (me.isPending) return <div className="container challenge-page page-loading"><Spinner label={t('loading')} /></div>;
  if (!me.data) return <Navigate to={loginHref(CHALLENGE_PAGES.certificates(uuid))} replace />;
  return (
    <ChallengeFrame title={(d) => t('certificates.title', { name: d.challenge.name })}>
      {({ challenge: c, standing }) => (
        <>
          <h1><WithName text={(name) => t('certificates.title', { name })} name={c.name} /></h1>
          {c.stage !== 'over' ? <p>{t('certificates.notYet')}</p> : null}
          {!holder ? (
            c.stage === 'over' && standing?.tier ? (
              <p>
                <a className="button" href={CHALLENGE_PATHS.certificate(uuid, me.data!.user.id)} download>
                  {t('certificates.downloadMine')}
                </a>
              </p>
            ) : c.stage === 'over' ? (
              <p>{t('certificates.noneForYou')}</p>
            ) : null
          ) : report.isPending ? (
            <Spinner label={t('loading')} />
          ) : report.isError ? (
            <Alert tone="error">{report.error instanceof ApiError && report.error.status === 403 ? t('certificates.holdersOnly') : t('certificates.loadError')}</Alert>
          ) : report.data.rows.length === 0 ? (
            <p>{t('certificates.noneRegistered')}</p>
          ) : (
            <div className="printable">
              <PrintHeader subject={<Name>{c.name}</Name>} />
              {report.data.final ? (
                <section aria-labelledby="tier-counts">
                  <h2 id="tier-counts">{t('certificates.counts')}</h2>
                  <ul className="tier-list">
                    {[...TIERS, 'none' as const].map((tier) => (
                      <li key={tier}>
                        <span className={`tier tier-${tier}`}>{tier === 'none' ? t('certificates.noTier') : t(`tiers.names.${tier}`)}</span>: {report.data.tier_counts[tier] ?? 0}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : (
                // before the end there are no tiers yet, but who has played is known from the first run
                <section aria-labelledby="played-so-far">
                  <h2 id="played-so-far">{t('certificates.playedSoFar')}</h2>
                  <p>{t('certificates.playedOf', { played: report.data.played, count: report.data.rows.length })}</p>
                </section>
              )}
              <p className="row no-print">
                {/* a plain link: the page's language goes with it, so the awards are named in it */}
                <a className="button secondary" href={`${CHALLENGE_PATHS.reportCsv(uuid)}?language_code=${encodeURIComponent(pageSettings().language)}`} download>
                  {t('certificates.csv')}
                </a>
                {c.stage === 'over'
                  ? [...new Map(report.data.rows.filter((r) => r.class_id).map((r) => [r.class_id!, r.class_name ?? ''])).entries()].map(([id, name]) => (
                      <a key={id} className="button" href={CHALLENGE_PATHS.classCertificates(uuid, id)} download>
                        <WithName text={(n) => t('certificates.classPdf', { name: n })} name={name} />
                      </a>
                    ))
                  : null}
                <PrintButton />
              </p>
              {/* six columns do not fit a phone: the table scrolls in its own box, not the page */}
              <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="report-caption">
                <table className="board-table">
                  <caption id="report-caption">{t('certificates.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('certificates.child')}</th>
                      <th scope="col">{t('certificates.class')}</th>
                      <th scope="col">{t('board.score')}</th>
                      <th scope="col">{t('certificates.runs')}</th>
                      <th scope="col">{t('certificates.tier')}</th>
                      <th scope="col">{t('certificates.code')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.data.rows.map((r) => (
                      <tr key={r.user_id}>
                        <th scope="row">
                          <Name>{r.name}</Name>
                        </th>
                        <td>
                          <Name>{r.class_name ?? ''}</Name>
                        </td>
                        <td>{t('certificates.scoreOf', { score: r.score, target: report.data.target })}</td>
                        <td>{r.runs}</td>
                        <td>{r.tier ? t(`tiers.names.${r.tier}`) : report.data.final ? t('certificates.noTier') : r.runs > 0 ? t('certificates.awardAtEnd') : t('certificates.notPlayedYet')}</td>
                        <td>{r.certificate_code ? <Link to={pagePath(CHALLENGE_PAGES.verify(r.certificate_code))}>{r.certificate_code}</Link> : ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </>
      )}
    </ChallengeFrame>
  );
}

/** /verify/{code}/: anyone checks a certificate's code: the challenge, tier, date and the child's first name and initial. */
export function VerifyPage() {
  const { t } = useTranslation('challenges');
  const { code = '' } = useParams();
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const result = useQuery({ queryKey: ['certificate', code], queryFn: () => fetchVerify(code), enabled: code !== '', retry: false });
  useDocumentTitle(t('verify.title'));
  return (
    <div className="container challenge-page">
      <h1>{t('verify.title')}</h1>
      {result.isPending ? (
        <Spinner label={t('loading')} />
      ) : result.isError ? (
        <Alert tone="error">{t('verify.invalid')}</Alert>
      ) : (
        <Alert tone="success" title={t('verify.valid')}>
          <dl className="challenge-dates">
            <dt>{t('verify.challenge')}</dt>
            <dd><Name>{result.data.challenge}</Name></dd>
            <dt>{t('verify.awardedTo')}</dt>
            <dd><Name>{result.data.name}</Name></dd>
            <dt>{t('certificates.tier')}</dt>
            <dd>{t(`tiers.names.${result.data.tier}`)}</dd>
            <dt>{t('verify.date')}</dt>
            {/* the day the challenge ended in its own time zone, written as the page writes a day */}
            <dd>{formatDay(result.data.date)}</dd>
            <dt>{t('certificates.code')}</dt>
            <dd>{result.data.code}</dd>
          </dl>
        </Alert>
      )}
      {/* "another code" once this one's answer is shown: above it, the answer would push the form down as it arrived */}
      {result.isPending ? null : (
        <form
          className="challenge-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) navigate(pagePath(CHALLENGE_PAGES.verify(encodeURIComponent(typed.trim()))));
          }}
        >
          <label htmlFor="verify-code">{t('verify.another')}</label>
          <input id="verify-code" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" maxLength={40} />
          <Button type="submit" variant="secondary">
            {t('verify.check')}
          </Button>
        </form>
      )}
    </div>
  );
}
