import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SCHOOL_ADMIN_PAGE, SCHOOL_GRADES, SCHOOL_PATHS } from '@numbloom/domain/school-members';
import type { joinResultSchema } from '@numbloom/domain/school-members-schema';
import type { z } from 'zod';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { errorIdOf, MINE_KEY, send, useMine, useSchoolText, type MyMemberships } from './api.ts';
import './school.css';
import { Name } from '../../ui/lang.tsx';

type JoinResult = z.infer<typeof joinResultSchema>;

/** The school search another feature owns (app/ hands it in, as features never import one another). */
type SchoolPickerComponent = ComponentType<{
  label: string;
  value: { id: number; name: string } | null;
  onChange: (school: { id: number; name: string } | null) => void;
}>;

export type SchoolCardProps = {
  /** the teacher's own classes (the dashboard has them) */
  classes: ReadonlyArray<{ id: string; name: string }>;
  SchoolPicker: SchoolPickerComponent;
};

/**
 * "Your school" on a teacher's dashboard: their memberships; an active member puts each of their
 * classes into the school with its grade (or takes it out); a teacher with no school learns how
 * to join, or asks to be the first admin of a school that has none on Numbloom yet.
 */
export function SchoolCard({ classes, SchoolPicker }: SchoolCardProps) {
  const { t } = useTranslation('school');
  const mine = useMine();
  if (mine.isPending) return <Spinner />;
  if (mine.isError) return <Alert tone="error">{t('errors.load')}</Alert>;
  const { memberships } = mine.data;
  return (
    <section className="school-card" aria-labelledby="dash-school">
      <h2 id="dash-school">{t('card.title')}</h2>
      {memberships.length === 0 ? <NoSchool SchoolPicker={SchoolPicker} /> : null}
      {memberships.map((m) => (
        <div key={m.school.id} className="school-subsection">
          <h3>
            <Name>{m.school.name}</Name>
          </h3>
          {m.status === 'pending' ? (
            <p>{m.role === 'admin' ? t('card.pendingStaff') : t('card.pending')}</p>
          ) : (
            <>
              <p>
                {t(`roles.${m.role}`)}
                {m.role === 'admin' ? (
                  <>
                    {' · '}
                    <Link to={pagePath(`${SCHOOL_ADMIN_PAGE}/`)}>{t('card.manage', { school: m.school.name })}</Link>
                  </>
                ) : null}
              </p>
              <ClassPlacement schoolId={m.school.id} classes={classes} kept={m.classes} />
            </>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * Each of the teacher's classes: those the school keeps with their grade (changed here, or the class
 * taken out), the others put in with a grade. The school's answer (the `mine` read) says which is which.
 */
function ClassPlacement({
  schoolId,
  classes,
  kept,
}: {
  schoolId: number;
  classes: SchoolCardProps['classes'];
  kept: MyMemberships['memberships'][number]['classes'];
}) {
  const { t } = useTranslation('school');
  const text = useSchoolText();
  const client = useQueryClient();
  const [grade, setGrade] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (classes.length === 0) return <p>{t('card.noClasses')}</p>;
  const keptGrade = new Map(kept.map((k) => [k.id, k.grade]));
  const write = async (classId: string, name: string, put: boolean, chosen?: string) => {
    setBusy(true);
    setMessage(null);
    const res = put
      ? await send(SCHOOL_PATHS.schoolClass(schoolId, classId), { grade: chosen ?? grade[classId] ?? null }, 'PUT')
      : await send(SCHOOL_PATHS.schoolClass(schoolId, classId), {}, 'DELETE');
    if (res.ok) await client.invalidateQueries({ queryKey: MINE_KEY });
    setBusy(false);
    setMessage(
      res.ok
        ? { tone: 'success', text: put ? t('card.classIn', { name }) : t('card.classOut', { name }) }
        : { tone: 'error', text: text(res.message, errorIdOf(res)) },
    );
  };
  const grades = SCHOOL_GRADES.map((g) => ({ value: g, label: t(`grades.${g}`) }));
  return (
    <>
      <div role="status">{message?.tone === 'success' ? <Alert tone="success">{message.text}</Alert> : null}</div>
      {message?.tone === 'error' ? <Alert tone="error">{message.text}</Alert> : null}
      <p>
        {kept.length === 0 ? t('card.noneIn') : t('card.inSchool', { classes: kept.map((k) => k.name).join(', ') })}
      </p>
      <ul className="school-rows">
        {classes.map((c) =>
          keptGrade.has(c.id) ? (
            <li key={c.id}>
              <span>
                <strong>
                  <Name>{c.name}</Name>
                </strong>{' '}
                · {t('card.isIn')}
              </span>
              <span className="school-actions">
                <Select
                  label={t('classes.gradeOf', { name: c.name })}
                  className="school-inline-field"
                  value={keptGrade.get(c.id) ?? ''}
                  placeholder={t('grades.none')}
                  options={grades}
                  disabled={busy}
                  onChange={(e) => void write(c.id, c.name, true, e.target.value || undefined)}
                />
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => void write(c.id, c.name, false)}>
                  {t('card.takeOut', { name: c.name })}
                </Button>
              </span>
            </li>
          ) : (
            <li key={c.id}>
              <span>
                <strong>
                  <Name>{c.name}</Name>
                </strong>{' '}
                · {t('card.isOut')}
              </span>
              <span className="school-actions">
                <Select
                  label={t('classes.gradeOf', { name: c.name })}
                  className="school-inline-field"
                  value={grade[c.id] ?? ''}
                  placeholder={t('grades.choose')}
                  options={grades}
                  onChange={(e) => setGrade({ ...grade, [c.id]: e.target.value })}
                />
                <Button size="sm" disabled={busy || !grade[c.id]} onClick={() => void write(c.id, c.name, true)}>
                  {t('card.putIn', { name: c.name })}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

function NoSchool({ SchoolPicker }: { SchoolPicker: SchoolPickerComponent }) {
  const { t } = useTranslation('school');
  const text = useSchoolText();
  const client = useQueryClient();
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<JoinResult | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    if (!school) return;
    setBusy(true);
    setError(null);
    const res = await send<JoinResult>(SCHOOL_PATHS.joinRequests, { school_id: school.id });
    setBusy(false);
    if (!res.ok) return setError(text(res.message, errorIdOf(res)));
    setDone(res.data);
    void client.invalidateQueries({ queryKey: MINE_KEY });
  };
  return (
    <div>
      <p>{t('card.none')}</p>
      <h3>{t('card.firstAdminTitle')}</h3>
      <p>{t('card.firstAdminIntro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? (
        <Alert tone="success">{t('invite.waitStaff', { school: done.school.name })}</Alert>
      ) : (
        <>
          <SchoolPicker label={t('card.school')} value={school} onChange={setSchool} />
          <Button disabled={busy || !school} onClick={() => void ask()}>
            {t('card.askAdmin')}
          </Button>
        </>
      )}
    </div>
  );
}
