import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { SCHOOL_ADMIN_PAGE, SCHOOL_GRADES, SCHOOL_PATHS } from '@numbloom/domain/school-members';
import type {
  classStudentsViewSchema,
  rolloverResultSchema,
  schoolAuditViewSchema,
  SchoolResults,
  SchoolView,
} from '@numbloom/domain/school-members-schema';
import type { z } from 'zod';
import { ApiError, apiGet } from '../../api/client.ts';
import { formatDay } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox, Select } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { errorIdOf, MINE_KEY, send, useMine, useSchoolText } from './api.ts';
import { RosterImport } from './roster-import.tsx';
import './school.css';
import { Name, WithName, WithNames } from '../../ui/lang.tsx';

type Students = z.infer<typeof classStudentsViewSchema>;
type Audit = z.infer<typeof schoolAuditViewSchema>;
type Rollover = z.infer<typeof rolloverResultSchema>;

const SECTIONS = ['teachers', 'classes', 'roster', 'parents', 'results', 'settings', 'endOfYear', 'audit'] as const;
const schoolKey = (id: number) => ['school', id] as const;

/**
 * The school admin's pages (decision 061): the schools where the caller is an active admin (a
 * chooser when there are several), each in headed sections reached by the page's own links. A
 * member who is not an admin sees their memberships and whom to ask.
 */
export function SchoolPage() {
  const { t } = useTranslation('school');
  useDocumentTitle(t('title'));
  const mine = useMine();
  const [chosen, setChosen] = useState<number | null>(null);

  if (mine.isPending)
    return (
      <div className="container school page-loading">
        <Spinner />
      </div>
    );
  if (mine.isError) {
    if (mine.error instanceof ApiError && mine.error.status === 401)
      return (
        <Navigate
          to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(`${SCHOOL_ADMIN_PAGE}/`))}`}
          replace
        />
      );
    return (
      <div className="container school">
        <h1>{t('title')}</h1>
        <Alert tone="error">{t('errors.load')}</Alert>
      </div>
    );
  }
  const admin = mine.data.memberships.filter((m) => m.role === 'admin' && m.status === 'active');
  if (admin.length === 0) {
    return (
      <div className="container school">
        <h1>{t('title')}</h1>
        {mine.data.memberships.length === 0 ? <p>{t('member.none')}</p> : null}
        <ul className="school-memberships">
          {mine.data.memberships.map((m) => (
            <li key={m.school.id}>
              <strong>
                <Name>{m.school.name}</Name>
              </strong>
              : {m.status === 'pending' ? t('member.pending') : t('member.active')}
            </li>
          ))}
        </ul>
        {mine.data.memberships.some((m) => m.status === 'active') ? <p>{t('member.askAdmin')}</p> : null}
      </div>
    );
  }
  const schoolId = chosen ?? admin[0]!.school.id;
  return (
    <div className="container school">
      <h1>{t('title')}</h1>
      {admin.length > 1 ? (
        <Select
          label={t('chooser')}
          value={String(schoolId)}
          onChange={(e) => setChosen(Number(e.target.value))}
          options={admin.map((m) => ({ value: String(m.school.id), label: m.school.name, name: true }))}
        />
      ) : null}
      <AdminSchool key={schoolId} schoolId={schoolId} />
    </div>
  );
}

function AdminSchool({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('school');
  const view = useQuery({
    queryKey: schoolKey(schoolId),
    queryFn: () => apiGet<SchoolView>(SCHOOL_PATHS.school(schoolId)),
    retry: false,
  });
  if (view.isPending) return <Spinner />;
  if (view.isError) return <Alert tone="error">{t('errors.load')}</Alert>;
  const data = view.data;
  return (
    <>
      <p className="lead"><WithNames text={(n) => t('lead', n)} names={{ school: data.school.name, city: data.school.city }} /></p>
      <nav aria-label={t('sections.label')}>
        <ul className="school-nav">
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#school-${s}`}>{t(`sections.${s}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Teachers view={data} />
      <Classes view={data} />
      <Section id="roster">
        <RosterImport schoolId={schoolId} />
      </Section>
      <Parents view={data} />
      <Results schoolId={schoolId} />
      <Settings view={data} />
      <EndOfYear view={data} />
      <AuditList view={data} />
    </>
  );
}

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useTranslation('school');
  return (
    <section className="school-section" id={`school-${id}`} aria-labelledby={`school-${id}-title`} tabIndex={-1}>
      <h2 id={`school-${id}-title`}>{t(`sections.${id}`)}</h2>
      {children}
    </section>
  );
}

/** A write of the school's: its answer shown in the page's language, the school's view loaded again after it. */
function useSchoolWrite(schoolId: number) {
  const text = useSchoolText();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(
    path: string,
    body: object,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
  ): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    const res = await send<T>(path, body, method);
    setBusy(false);
    if (!res.ok) {
      setError(text(res.message, errorIdOf(res)));
      return undefined;
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: ['school', schoolId] }),
      client.invalidateQueries({ queryKey: MINE_KEY }),
    ]);
    return res.data;
  };
  return { run, error, busy };
}

function Teachers({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const id = view.school.id;
  const { run, error, busy } = useSchoolWrite(id);
  const [copied, setCopied] = useState<number | null>(null);
  const pending = view.members.filter((m) => m.status === 'pending');
  const active = view.members.filter((m) => m.status === 'active');
  const copy = async (type: number, link: string) => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(type);
  };
  return (
    <Section id="teachers">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <h3>{t('teachers.requests')}</h3>
      {pending.length === 0 ? (
        <p>{t('teachers.noRequests')}</p>
      ) : (
        <ul className="school-rows">
          {pending.map((m) => (
            <li key={m.user_id}>
              <span>
                {t('teachers.person', { name: m.name, email: m.email ?? '' })} ·{' '}
                {t('teachers.askedOn', { day: formatDay(m.requested_at) })}
              </span>
              <span className="school-actions">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => void run(SCHOOL_PATHS.approve(id, m.user_id), {})}
                  aria-label={t('teachers.approveWho', { name: m.name })}
                >
                  {t('teachers.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run(SCHOOL_PATHS.member(id, m.user_id), {}, 'DELETE')}
                  aria-label={t('teachers.refuseWho', { name: m.name })}
                >
                  {t('teachers.refuse')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('teachers.members')}</h3>
      <table className="school-table">
        <caption className="visually-hidden">{t('teachers.members')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teachers.name')}</th>
            <th scope="col">{t('teachers.role')}</th>
            <th scope="col">{t('teachers.classes')}</th>
            <th scope="col">{t('teachers.change')}</th>
          </tr>
        </thead>
        <tbody>
          {active.map((m) => (
            <tr key={m.user_id}>
              <th scope="row">
                <Name>{m.name}</Name>
                {m.email ? <span className="school-email"> {m.email}</span> : null}
              </th>
              <td>{t(`roles.${m.role}`)}</td>
              <td>{m.classes}</td>
              <td className="school-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      SCHOOL_PATHS.member(id, m.user_id),
                      { role: m.role === 'admin' ? 'teacher' : 'admin' },
                      'PATCH',
                    )
                  }
                >
                  <WithName text={(name) => t(m.role === 'admin' ? 'teachers.makeTeacher' : 'teachers.makeAdmin', { name })} name={m.name} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void run(SCHOOL_PATHS.member(id, m.user_id), {}, 'DELETE')}
                >
                  <WithName text={(name) => t('teachers.remove', { name })} name={m.name} />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('links.title')}</h3>
      <p>{t('links.intro')}</p>
      <ul className="school-rows">
        {view.invite_links.map((l) => (
          <li key={l.type}>
            <span>
              <strong>{l.type === 1 ? t('links.teachers') : t('links.parents')}</strong>{' '}
              <code className="school-link">{l.link}</code>
            </span>
            <span className="school-actions">
              <Button size="sm" variant="secondary" onClick={() => void copy(l.type, l.link)}>
                {l.type === 1 ? t('links.copyTeachers') : t('links.copyParents')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => void run(SCHOOL_PATHS.renewLinks(id), { invite_type: l.type })}
              >
                {l.type === 1 ? t('links.renewTeachers') : t('links.renewParents')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <p role="status">{copied ? t('links.copied') : ''}</p>
      <p className="hint">{t('links.renewHint')}</p>
    </Section>
  );
}

function Classes({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const id = view.school.id;
  const { run, error, busy } = useSchoolWrite(id);
  const [open, setOpen] = useState<string | null>(null);
  const grades = SCHOOL_GRADES.map((g) => ({ value: g, label: t(`grades.${g}`) }));
  return (
    <Section id="classes">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {view.classes.length === 0 ? (
        <p>{t('classes.none')}</p>
      ) : (
        <table className="school-table">
          <caption className="visually-hidden">{t('sections.classes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('classes.name')}</th>
              <th scope="col">{t('classes.grade')}</th>
              <th scope="col">{t('classes.teacher')}</th>
              <th scope="col">{t('classes.children')}</th>
              <th scope="col">{t('classes.open')}</th>
            </tr>
          </thead>
          <tbody>
            {view.classes.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <Name>{c.name}</Name>
                </th>
                <td>
                  <Select
                    label={t('classes.gradeOf', { name: c.name })}
                    className="school-inline-field"
                    value={c.grade ?? ''}
                    placeholder={t('grades.none')}
                    options={grades}
                    disabled={busy}
                    onChange={(e) =>
                      void run(SCHOOL_PATHS.schoolClass(id, c.id), { grade: e.target.value || null }, 'PUT')
                    }
                  />
                </td>
                <td><Name>{c.teacher_name}</Name></td>
                <td>{c.students}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-expanded={open === c.id}
                    onClick={() => setOpen(open === c.id ? null : c.id)}
                  >
                    {t('classes.openClass', { name: c.name })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open ? <ClassChildren view={view} classId={open} /> : null}
    </Section>
  );
}

function ClassChildren({ view, classId }: { view: SchoolView; classId: string }) {
  const { t } = useTranslation('school');
  const id = view.school.id;
  const klass = view.classes.find((c) => c.id === classId);
  const students = useQuery({
    queryKey: ['school', id, 'class', classId],
    queryFn: () => apiGet<Students>(SCHOOL_PATHS.classStudents(id, classId)),
    retry: false,
  });
  const { run, error, busy } = useSchoolWrite(id);
  const [target, setTarget] = useState<Record<string, string>>({});
  const others = view.classes.filter((c) => c.id !== classId).map((c) => ({ value: c.id, label: c.name, name: true }));
  return (
    <div className="school-subsection">
      <h3>{t('classes.childrenOf', { name: klass?.name ?? '' })}</h3>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {students.isPending ? (
        <Spinner />
      ) : students.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : students.data.students.length === 0 ? (
        <p>{t('classes.noChildren')}</p>
      ) : (
        <ul className="school-rows">
          {students.data.students.map((s) => (
            <li key={s.id}>
              <span>
                <Name>{s.name}</Name>
              </span>
              {others.length > 0 ? (
                <span className="school-actions">
                  <Select
                    label={t('classes.moveTo', { name: s.name })}
                    className="school-inline-field"
                    value={target[s.id] ?? ''}
                    placeholder={t('classes.chooseClass')}
                    options={others}
                    onChange={(e) => setTarget({ ...target, [s.id]: e.target.value })}
                  />
                  <Button
                    size="sm"
                    disabled={busy || !target[s.id]}
                    onClick={() => void run(SCHOOL_PATHS.moveStudent(id, s.id), { class_id: target[s.id] })}
                  >
                    {t('classes.move', { name: s.name })}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Parents({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const id = view.school.id;
  const { run, error, busy } = useSchoolWrite(id);
  const [classOf, setClassOf] = useState<Record<number, string>>({});
  const [childOf, setChildOf] = useState<Record<number, string>>({});
  return (
    <Section id="parents">
      <p>{t('parents.intro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {view.parents.length === 0 ? (
        <p>{t('parents.none')}</p>
      ) : (
        <ul className="school-rows">
          {view.parents.map((p) => (
            <li key={p.id}>
              <span>
                {t('teachers.person', { name: p.parent_name, email: p.parent_email ?? '' })} ·{' '}
                {p.child_name ? t('parents.linkedTo', { child: p.child_name }) : t('parents.notLinked')}
              </span>
              <span className="school-actions">
                <Select
                  label={t('parents.classOf', { name: p.parent_name })}
                  className="school-inline-field"
                  value={classOf[p.id] ?? ''}
                  placeholder={t('classes.chooseClass')}
                  options={view.classes.map((c) => ({ value: c.id, label: c.name, name: true }))}
                  onChange={(e) => setClassOf({ ...classOf, [p.id]: e.target.value })}
                />
                {classOf[p.id] ? (
                  <ChildChoice
                    schoolId={id}
                    classId={classOf[p.id]!}
                    label={t('parents.childOf', { name: p.parent_name })}
                    value={childOf[p.id] ?? ''}
                    onChange={(v) => setChildOf({ ...childOf, [p.id]: v })}
                  />
                ) : null}
                <Button
                  size="sm"
                  disabled={busy || !childOf[p.id]}
                  onClick={() => void run(SCHOOL_PATHS.parentLink(id, p.id), { student_id: childOf[p.id] }, 'PUT')}
                >
                  {t('parents.link', { name: p.parent_name })}
                </Button>
                {p.child_id ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void run(SCHOOL_PATHS.parentLink(id, p.id), { student_id: null }, 'PUT')}
                  >
                    {t('parents.unlink', { name: p.parent_name })}
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ChildChoice({
  schoolId,
  classId,
  label,
  value,
  onChange,
}: {
  schoolId: number;
  classId: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('school');
  const students = useQuery({
    queryKey: ['school', schoolId, 'class', classId],
    queryFn: () => apiGet<Students>(SCHOOL_PATHS.classStudents(schoolId, classId)),
    retry: false,
  });
  return (
    <Select
      label={label}
      className="school-inline-field"
      value={value}
      placeholder={t('parents.chooseChild')}
      options={(students.data?.students ?? []).map((s) => ({ value: s.id, label: s.name, name: true }))}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Results({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('school');
  const results = useQuery({
    queryKey: ['school', schoolId, 'results'],
    queryFn: () => apiGet<SchoolResults>(SCHOOL_PATHS.results(schoolId)),
    retry: false,
  });
  const grade = (g: string | null) => (g === null ? t('grades.none') : t(`grades.${g}`));
  return (
    <Section id="results">
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : (
        <>
          <h3>{t('results.grades')}</h3>
          <table className="school-table">
            <caption className="visually-hidden">{t('results.grades')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('classes.grade')}</th>
                <th scope="col">{t('results.classes')}</th>
                <th scope="col">{t('classes.children')}</th>
              </tr>
            </thead>
            <tbody>
              {results.data.grades.map((g) => (
                <tr key={g.grade ?? 'none'}>
                  <th scope="row">{grade(g.grade)}</th>
                  <td>{g.classes}</td>
                  <td>{g.children}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('results.challenges')}</h3>
          {results.data.challenges.length === 0 ? <p>{t('results.noChallenges')}</p> : null}
          {results.data.challenges.map((c) => (
            <div key={c.uuid} className="school-subsection">
              <h4>
                <Name>{c.name}</Name>
              </h4>
              <p>
                {t(`results.stages.${c.stage}`)} ·{' '}
                {c.rank === null ? t('results.noRank') : t('results.rank', { rank: c.rank, of: c.of })} ·{' '}
                {t('results.average', { average: c.average.toFixed(1) })} ·{' '}
                {t('results.players', { players: c.players, registered: c.registered })}
              </p>
              <table className="school-table">
                <caption className="visually-hidden">{t('results.classesOf', { name: c.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('classes.name')}</th>
                    <th scope="col">{t('classes.grade')}</th>
                    <th scope="col">{t('classes.teacher')}</th>
                    <th scope="col">{t('results.playersHead')}</th>
                    <th scope="col">{t('results.averageHead')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.classes.map((k) => (
                    <tr key={k.id}>
                      <th scope="row">
                        <Name>{k.name}</Name>
                      </th>
                      <td>{grade(k.grade)}</td>
                      <td><Name>{k.teacher_name}</Name></td>
                      <td>{t('results.players', { players: k.players, registered: k.registered })}</td>
                      <td>{k.average.toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
          <h3>{t('results.mastery')}</h3>
          {results.data.mastery.length === 0 ? (
            <p>{t('results.noMastery')}</p>
          ) : (
            <table className="school-table">
              <caption className="visually-hidden">{t('results.mastery')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('classes.grade')}</th>
                  <th scope="col">{t('results.skill')}</th>
                  <th scope="col">{t('results.bands.mastered')}</th>
                  <th scope="col">{t('results.bands.getting_there')}</th>
                  <th scope="col">{t('results.bands.needs_practice')}</th>
                  <th scope="col">{t('results.bands.started')}</th>
                </tr>
              </thead>
              <tbody>
                {results.data.mastery.map((m) => (
                  <tr key={`${m.grade}-${m.skill}`}>
                    <td>{grade(m.grade)}</td>
                    <th scope="row">{m.topic}</th>
                    <td>{m.mastered}</td>
                    <td>{m.getting_there}</td>
                    <td>{m.needs_practice}</td>
                    <td>{m.started}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Section>
  );
}

function Settings({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const { run, error, busy } = useSchoolWrite(view.school.id);
  const [saved, setSaved] = useState(false);
  // the box shows the choice at once; a refused save puts it back as the school has it
  const [on, setOn] = useState(view.show_names_on_boards);
  return (
    <Section id="settings">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Checkbox
        label={t('settings.showNames')}
        hint={t('settings.showNamesHint')}
        checked={on}
        disabled={busy}
        onChange={(e) => {
          const wanted = e.target.checked;
          setSaved(false);
          setOn(wanted);
          void run(SCHOOL_PATHS.settings(view.school.id), { show_names_on_boards: wanted }, 'PATCH').then((r) => {
            setSaved(r !== undefined);
            if (r === undefined) setOn(!wanted);
          });
        }}
      />
      <p role="status">{saved ? t('settings.saved') : ''}</p>
    </Section>
  );
}

function EndOfYear({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const { run, error, busy } = useSchoolWrite(view.school.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Rollover | null>(null);
  return (
    <Section id="endOfYear">
      <p>{t('endOfYear.intro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? <Alert tone="success">{t('endOfYear.done', { moved: done.moved, left: done.left })}</Alert> : null}
      {confirming ? (
        <div className="school-confirm" role="group" aria-label={t('endOfYear.confirmTitle')}>
          <p>
            <strong>{t('endOfYear.confirmTitle')}</strong>
          </p>
          <ul>
            <li>{t('endOfYear.up')}</li>
            <li>{t('endOfYear.leave')}</li>
            <li>{t('endOfYear.keep')}</li>
          </ul>
          <span className="school-actions">
            <Button
              disabled={busy}
              onClick={() =>
                void run<Rollover>(SCHOOL_PATHS.rollover(view.school.id), { confirm: true }).then((r) => {
                  if (r) setDone(r);
                  setConfirming(false);
                })
              }
            >
              {t('endOfYear.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('endOfYear.cancel')}
            </Button>
          </span>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('endOfYear.start')}
        </Button>
      )}
    </Section>
  );
}

function AuditList({ view }: { view: SchoolView }) {
  const { t } = useTranslation('school');
  const schoolId = view.school.id;
  // a change names a person or a class by its id: shown by name where the school still has it
  const names = new Map<string, string>([
    ...view.members.map((m) => [m.user_id, m.name] as const),
    ...view.classes.map((c) => [c.id, c.name] as const),
  ]);
  const audit = useQuery({
    queryKey: ['school', schoolId, 'audit'],
    queryFn: () => apiGet<Audit>(SCHOOL_PATHS.audit(schoolId)),
    retry: false,
  });
  return (
    <Section id="audit">
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : audit.data.entries.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <table className="school-table">
          <caption className="visually-hidden">{t('sections.audit')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.target')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDay(e.at)}</td>
                {/* who did it, by name as the audit recorded it (a member's name, or Numbloom staff's label) */}
                <td><Name>{e.actor}</Name></td>
                <td>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</td>
                <td><Name>{names.get(e.target) ?? e.target}</Name></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
