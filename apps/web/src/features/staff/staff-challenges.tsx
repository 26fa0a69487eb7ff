import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_PATHS, DEFAULT_MIN_PARTICIPANTS, DEFAULT_TIER_RULE, TARGET_KINDS, type TierRule } from '@numbloom/domain/challenges';
import { challengeCreateSchema, challengeEditSchema, type ChallengeStaffRegistration } from '@numbloom/domain/challenges-schema';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { STAFF_PAGES } from '@numbloom/domain/staff';
import { apiGet } from '../../api/client.ts';
import { useContent } from '../../content/hooks.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox, Select, TextArea, TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StaffEventList } from './staff-events.tsx';
import { isoToZoned, issuesToErrors, RecordLoading, StaffFormFooter, useStaffWrite, zonedToIso, type FieldErrors, type Row } from './staff-form-kit.tsx';
import { StaffShell } from './staff-shell.tsx';
import { Name, WithName } from '../../ui/lang.tsx';
import { pageLocale } from '../../lib/dates.ts';

const LANGUAGES = UI_LANGUAGES;
const GRADES = ['K', '1', '2', '3', '4', '5', '6'] as const;
const TIMES = ['registration_opens_at', 'registration_closes_at', 'warmup_starts_at', 'contest_starts_at', 'contest_ends_at'] as const;
const TIERS = ['ruby', 'platinum', 'gold', 'silver'] as const;
/** What a challenge counts: runs of episodes and word-problem sets (the server's rule too). */
const PLAYABLE = new Set(['episode', 'word-problem']);
const LIST_KEY = ['staff', 'challenges'] as const;

interface StaffChallenge {
  uuid: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  grades: string[];
  activity_ids: string[];
  registration_opens_at: string;
  registration_closes_at: string;
  warmup_starts_at: string;
  contest_starts_at: string;
  contest_ends_at: string;
  time_zone: string;
  target_kind: string;
  target: number;
  tier_rule: TierRule;
  min_participants: number;
  closed_at: string | null;
  finalized_at: string | null;
  stage: string;
}

/** A challenge's instant as its own time zone shows it, written as the page's locale writes it (not the browser's). */
const inZone = (iso: string, zone: string) => {
  try {
    return new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
  } catch {
    return iso;
  }
};

/** Challenges: each with its stage and contest window (in its time zone); open to edit, or close now. */
export function StaffChallenges() {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => apiGet<{ results: Row[] }>(CHALLENGE_PATHS.staff), retry: false });
  const write = useStaffWrite(() => void client.invalidateQueries({ queryKey: LIST_KEY }));
  return (
    <StaffEventList
      title={t('sections.challenges')}
      newTo={pagePath(STAFF_PAGES.newChallenge)}
      newLabel={t('challenges.new')}
      list={list}
      message={write.message}
      columns={['name', 'stage', 'contest', 'grades', 'actions']}
      row={(record) => {
        const c = record as unknown as StaffChallenge;
        const name = c.names.en ?? Object.values(c.names)[0] ?? c.uuid;
        return (
          <tr key={c.uuid}>
            <th scope="row">
              <Link to={pagePath(STAFF_PAGES.challenge(c.uuid))}><Name>{name}</Name></Link>
            </th>
            <td>{t(`challenges.stages.${c.stage}`)}</td>
            <td>
              {inZone(c.contest_starts_at, c.time_zone)} – {inZone(c.contest_ends_at, c.time_zone)} (<Name>{c.time_zone}</Name>)
            </td>
            <td>{c.grades.join(', ')}</td>
            <td>
              {c.stage === 'over' ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={write.busy}
                  onClick={() => void write.run(CHALLENGE_PATHS.staffClose(c.uuid), {}, t('challenges.closed', { name }))}
                >
                  <WithName text={(n) => t('events.close', { name: n })} name={name} />
                </Button>
              )}
            </td>
          </tr>
        );
      }}
    />
  );
}

interface Draft {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  grades: string[];
  activities: string[];
  times: Record<(typeof TIMES)[number], string>;
  zone: string;
  targetKind: string;
  target: string;
  tiers: Record<(typeof TIERS)[number], string>;
  minParticipants: string;
}

function draftOf(c: StaffChallenge | undefined): Draft {
  const zone = c?.time_zone ?? 'Europe/London';
  return {
    names: { ...c?.names },
    descriptions: { ...c?.descriptions },
    grades: c?.grades ?? [],
    activities: c?.activity_ids ?? [],
    times: Object.fromEntries(TIMES.map((k) => [k, c ? isoToZoned(c[k], zone) : ''])) as Draft['times'],
    zone,
    targetKind: c?.target_kind ?? 'stars',
    target: c ? String(c.target) : '',
    tiers: Object.fromEntries(TIERS.map((k) => [k, String((c?.tier_rule ?? DEFAULT_TIER_RULE)[k])])) as Draft['tiers'],
    minParticipants: String(c?.min_participants ?? DEFAULT_MIN_PARTICIPANTS),
  };
}

const perLanguage = (texts: Record<string, string>) => {
  const out: Record<string, string> = { en: texts.en ?? '' };
  for (const l of LANGUAGES) if (l !== 'en' && texts[l]?.trim()) out[l] = texts[l]!;
  return out;
};
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The body the schema takes: times read on the wall clock of the challenge's time zone. */
function bodyOf(d: Draft): Row {
  return {
    names: perLanguage(d.names),
    descriptions: perLanguage(d.descriptions),
    grades: GRADES.filter((g) => d.grades.includes(g)),
    activity_ids: d.activities,
    ...Object.fromEntries(TIMES.map((k) => [k, zonedToIso(d.times[k], d.zone)])),
    time_zone: d.zone,
    target_kind: d.targetKind,
    target: num(d.target),
    tier_rule: Object.fromEntries(TIERS.map((k) => [k, num(d.tiers[k])])),
    min_participants: num(d.minParticipants),
  };
}

/** An edit sends only what changed: once a challenge is over only its texts may change, and the audit shows the rest untouched. */
function changedOnly(body: Row, before: Row): Row {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
}

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC', 'Europe/London', 'Europe/Paris', 'America/New_York', 'Asia/Dubai'];
  }
})();

/**
 * Create or edit a challenge (decision 041): names and descriptions per
 * language, grades, the activities that count, the registration, warm-up and
 * contest windows entered in the challenge's time zone, target and tier rule;
 * checked with the schema the server and the command line use. Below, the
 * classes and children registered.
 */
export function StaffChallengeEditor() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { uuid = '' } = useParams();
  const creating = uuid === 'new';
  const record = useQuery({
    queryKey: [...LIST_KEY, uuid],
    queryFn: () => apiGet<StaffChallenge>(CHALLENGE_PATHS.staffOne(uuid)),
    enabled: !creating,
    retry: false,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const write = useStaffWrite(() => void client.invalidateQueries({ queryKey: LIST_KEY }));
  const content = useContent();

  useEffect(() => {
    if (creating) setDraft(draftOf(undefined));
    else if (record.data) setDraft(draftOf(record.data));
  }, [creating, record.data]);

  const activities = useMemo(() => {
    const all = (content.data?.episodes ?? []).filter((e) => PLAYABLE.has(e.type));
    return all.filter((e) => draft?.grades.includes(e.grade) || draft?.activities.includes(e.id));
  }, [content.data, draft?.grades, draft?.activities]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const full = bodyOf(draft);
    const body = creating || !record.data ? full : changedOnly(full, bodyOf(draftOf(record.data)));
    const parsed = (creating ? challengeCreateSchema : challengeEditSchema).safeParse(body);
    if (!parsed.success) {
      const problems = issuesToErrors(parsed.error.issues);
      write.refuse(t('forms.fix', { count: Object.keys(problems).length }), problems);
      return;
    }
    const saved = await write.run(creating ? CHALLENGE_PATHS.staff : CHALLENGE_PATHS.staffOne(uuid), body, t('events.saved'), creating ? 'POST' : 'PATCH');
    if (saved && creating) await navigate(pagePath(STAFF_PAGES.challenge(String(saved.uuid))), { replace: true });
  };

  const errors: FieldErrors = write.fields;
  const set = (patch: Partial<Draft>) => setDraft((d) => d && { ...d, ...patch });
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const name = record.data?.names.en ?? '';
  const title = creating ? t('challenges.new') : t('events.edit', { name: name || uuid });
  const shown = (p: string) =>
    /^(names|descriptions|grades|activity_ids|time_zone|target_kind|target|tier_rule|min_participants)(\.|$)/.test(p) || (TIMES as readonly string[]).includes(p);
  const languageName = (l: string) => t(`forms.languages.${l}`);

  return (
    <StaffShell title={title} heading={creating ? undefined : <WithName text={(n) => t('events.edit', { name: n })} name={name || uuid} />}>
      <p>
        <Link to={pagePath(STAFF_PAGES.challenges)}>{t('record.back', { list: t('sections.challenges') })}</Link>
      </p>
      {!creating && (record.isPending || record.isError) ? (
        <RecordLoading record={record} />
      ) : draft ? (
        <>
          {record.data ? (
            <p>
              {t('challenges.stageNow', { stage: t(`challenges.stages.${record.data.stage}`) })}
              {record.data.finalized_at ? ` ${t('challenges.textsOnly')}` : ''}
            </p>
          ) : null}
          <form className="staff-editor" onSubmit={(e) => void onSubmit(e)} noValidate>
            {LANGUAGES.map((l) => (
              <fieldset key={l} className="staff-fieldset">
                <legend>{languageName(l)}</legend>
                <TextInput
                  label={t('challenges.name', { language: languageName(l) })}
                  required={l === 'en'}
                  dir="auto"
                  value={draft.names[l] ?? ''}
                  onChange={(e) => set({ names: { ...draft.names, [l]: e.target.value } })}
                  error={errors[`names.${l}`] ?? (l === 'en' ? errors.names : undefined)}
                />
                <TextArea
                  label={t('challenges.description', { language: languageName(l) })}
                  dir="auto"
                  rows={3}
                  value={draft.descriptions[l] ?? ''}
                  onChange={(e) => set({ descriptions: { ...draft.descriptions, [l]: e.target.value } })}
                  error={errors[`descriptions.${l}`] ?? (l === 'en' ? errors.descriptions : undefined)}
                />
              </fieldset>
            ))}

            <fieldset className="staff-fieldset staff-checks">
              <legend>{t('challenges.grades')}</legend>
              {errors.grades ? (
                <p className="field-error" role="alert">
                  {errors.grades}
                </p>
              ) : null}
              {GRADES.map((g) => (
                <Checkbox key={g} label={t('challenges.grade', { grade: g })} checked={draft.grades.includes(g)} onChange={(e) => set({ grades: toggle(draft.grades, g, e.target.checked) })} />
              ))}
            </fieldset>

            <fieldset className="staff-fieldset staff-checks staff-activities">
              <legend>{t('challenges.activities')}</legend>
              <p className="field-hint">{t('challenges.activitiesHint')}</p>
              {errors.activity_ids ? (
                <p className="field-error" role="alert">
                  {errors.activity_ids}
                </p>
              ) : null}
              {content.data ? null : <Spinner />}
              {activities.map((a) => (
                <Checkbox
                  key={a.id}
                  label={
                    <>
                      {a.title} ({t('challenges.grade', { grade: a.grade })}, {a.id})
                    </>
                  }
                  checked={draft.activities.includes(a.id)}
                  onChange={(e) => set({ activities: toggle(draft.activities, a.id, e.target.checked) })}
                />
              ))}
            </fieldset>

            <fieldset className="staff-fieldset">
              <legend>{t('challenges.windows')}</legend>
              <Select
                label={t('challenges.timeZone')}
                hint={t('challenges.timeZoneHint')}
                value={draft.zone}
                onChange={(e) => set({ zone: e.target.value })}
                options={(zones.includes(draft.zone) ? zones : [draft.zone, ...zones]).map((z) => ({ value: z, label: z }))}
                error={errors.time_zone}
              />
              {TIMES.map((k) => (
                <TextInput
                  key={k}
                  type="datetime-local"
                  label={t(`challenges.times.${k}`)}
                  hint={t('forms.timeHint', { zone: draft.zone })}
                  required
                  value={draft.times[k]}
                  onChange={(e) => set({ times: { ...draft.times, [k]: e.target.value } })}
                  error={errors[k]}
                />
              ))}
            </fieldset>

            <fieldset className="staff-fieldset">
              <legend>{t('challenges.scoring')}</legend>
              <Select
                label={t('challenges.targetKind')}
                value={draft.targetKind}
                onChange={(e) => set({ targetKind: e.target.value })}
                options={TARGET_KINDS.map((k) => ({ value: k, label: t(`challenges.targetKinds.${k}`) }))}
                error={errors.target_kind}
              />
              <TextInput label={t('challenges.target')} type="number" min={1} required value={draft.target} onChange={(e) => set({ target: e.target.value })} error={errors.target} />
              <fieldset className="staff-fieldset staff-tiers">
                <legend>{t('challenges.tierRule')}</legend>
                <p className="field-hint">{t('challenges.tierRuleHint')}</p>
                {errors.tier_rule ? (
                  <p className="field-error" role="alert">
                    {errors.tier_rule}
                  </p>
                ) : null}
                {TIERS.map((k) => (
                  <TextInput
                    key={k}
                    label={t(`challenges.tiers.${k}`)}
                    type="number"
                    min={0}
                    max={100}
                    value={draft.tiers[k]}
                    onChange={(e) => set({ tiers: { ...draft.tiers, [k]: e.target.value } })}
                    error={errors[`tier_rule.${k}`]}
                  />
                ))}
              </fieldset>
              <TextInput
                label={t('challenges.minParticipants')}
                hint={t('challenges.minParticipantsHint')}
                type="number"
                min={1}
                value={draft.minParticipants}
                onChange={(e) => set({ minParticipants: e.target.value })}
                error={errors.min_participants}
              />
            </fieldset>
            <StaffFormFooter errors={errors} shown={shown} write={write} creating={creating} />
          </form>
          {creating ? null : <ChallengeRegistrations uuid={uuid} />}
        </>
      ) : null}
    </StaffShell>
  );
}

/** The classes and children registered for a challenge, newest first. */
function ChallengeRegistrations({ uuid }: { uuid: string }) {
  const { t } = useTranslation('staff');
  const regs = useQuery({
    queryKey: [...LIST_KEY, uuid, 'registrations'],
    queryFn: () => apiGet<{ results: ChallengeStaffRegistration[] }>(CHALLENGE_PATHS.staffRegistrations(uuid)),
    retry: false,
  });
  return (
    <section className="staff-section" aria-labelledby="challenge-registrations">
      <h2 id="challenge-registrations">{t('challenges.registrations')}</h2>
      {regs.isPending ? (
        <Spinner />
      ) : regs.isError ? (
        <Alert tone="error">{t('errors.load')}</Alert>
      ) : regs.data.results.length === 0 ? (
        <p className="staff-empty">{t('challenges.noRegistrations')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('challenges.registrations')}</caption>
            <thead>
              <tr>
                {['registered', 'school', 'region', 'by', 'players', 'date'].map((c) => (
                  <th key={c} scope="col">
                    {t(`challenges.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {regs.data.results.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    {r.kind === 'class' ? t('challenges.aClass', { name: r.class_name ?? '' }) : t('challenges.aChild')}
                    {r.hide_names ? ` (${t('challenges.namesHidden')})` : ''}
                  </th>
                  <td>{r.school_name ?? '–'}</td>
                  <td>{r.region}</td>
                  <td>{r.registered_by ? `${r.registered_by.name} (${r.registered_by.email ?? r.registered_by.role})` : '–'}</td>
                  <td>{r.players}</td>
                  <td>{new Date(r.created_at).toLocaleString(pageLocale())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
