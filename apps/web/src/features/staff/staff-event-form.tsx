import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPETITION_STAGES } from '@numbloom/domain/competition';
import { DETAIL_LANGUAGES, type EventDetails, type EventTexts } from '@numbloom/domain/event-details';
import {
  campaignCreateSchema,
  campaignEditSchema,
  competitionCreateSchema,
  competitionEditSchema,
  formConfigErrors,
} from '@numbloom/domain/event-staff-schema';
import type { DropdownOption, FormFieldConfig } from '@numbloom/domain/registration-config';
import { STAFF_PAGES, STAFF_PATHS } from '@numbloom/domain/staff';
import { apiGet } from '../../api/client.ts';
import { pagePath } from '../../lib/page-path.ts';
import { Checkbox, Select, TextArea, TextInput } from '../../ui/field.tsx';
import {
  editableOptions,
  FormFieldsEditor,
  isFormConfigPath,
  isoToZoned,
  issuesToErrors,
  localZone,
  numbered,
  OptionsEditor,
  RecordLoading,
  StaffFormFooter,
  useStaffWrite,
  zonedToIso,
  type FieldErrors,
  type Row,
} from './staff-form-kit.tsx';
import { StaffShell } from './staff-shell.tsx';
import { WithName } from '../../ui/lang.tsx';
import { pageLocale } from '../../lib/dates.ts';

type Kind = 'campaign' | 'competition';
type Setting = { key: string; type: 'text' | 'url' | 'time' | 'check' | 'stage' | 'number'; createOnly?: boolean };

/** The settings of each kind, in the spec §3 names the schema checks, in the order the form shows them. */
const SETTINGS: Record<Kind, Setting[]> = {
  campaign: [
    { key: 'slug', type: 'text' },
    { key: 'name', type: 'text' },
    { key: 'campaign_source', type: 'text' },
    { key: 'start_time', type: 'time' },
    { key: 'end_time', type: 'time' },
    { key: 'expired_url', type: 'url' },
    { key: 'thank_you_url', type: 'url' },
    { key: 'student_template_url', type: 'url' },
    { key: 'form_handler_id', type: 'text' },
    { key: 'show_terms_checkbox', type: 'check' },
    { key: 'get_enterprise_invite_link_for_teachers', type: 'check' },
    { key: 'get_b2c_enterprise_invite_link_for_parents', type: 'check' },
    { key: 'listed', type: 'check' },
  ],
  competition: [
    { key: 'id', type: 'number', createOnly: true },
    { key: 'campaign', type: 'text' },
    { key: 'currentStage', type: 'stage' },
    { key: 'enableRegistration', type: 'check' },
    { key: 'starts_at', type: 'time' },
    { key: 'ends_at', type: 'time' },
    { key: 'thank_you_url', type: 'url' },
    { key: 'student_template_url', type: 'url' },
    { key: 'registration_off_url', type: 'url' },
  ],
};

const NEW: Record<Kind, Row> = {
  campaign: { slug: '', name: '', campaign_source: 'm_rd', show_terms_checkbox: true, listed: true },
  competition: { id: '', campaign: '', currentStage: 'created', enableRegistration: true },
};
const DEFAULT_FIELDS: FormFieldConfig[] = [{ slug: 'email', display: 'Email', is_required: true, options: null }];
const TEXTS: Array<keyof EventTexts> = ['title', 'summary', 'benefits', 'rules'];

interface Draft {
  settings: Row;
  fields: FormFieldConfig[];
  roles: DropdownOption[];
  schoolTypes: DropdownOption[];
  details: EventDetails;
}

function draftOf(kind: Kind, record: Row | undefined): Draft {
  const zone = localZone();
  const settings: Row = {};
  for (const s of SETTINGS[kind]) {
    const value = record ? record[s.key] : NEW[kind][s.key];
    settings[s.key] = s.type === 'time' ? isoToZoned(value as string | null, zone) : s.type === 'check' ? Boolean(value) : (value ?? '');
  }
  const fields = record ? ((record.form_fields as FormFieldConfig[] | undefined) ?? []) : DEFAULT_FIELDS;
  return {
    settings,
    fields: fields.map((f) => ({ ...f, options: f.options ? editableOptions(f.options) : null })),
    roles: editableOptions(record?.roles as DropdownOption[] | undefined),
    schoolTypes: editableOptions(record?.school_types as DropdownOption[] | undefined),
    details: (record?.details as EventDetails | undefined) ?? {},
  };
}

/** The request body: settings in their wire types, options renumbered, empty page texts left out. */
function bodyOf(kind: Kind, draft: Draft, creating: boolean): Row {
  const body: Row = {};
  for (const s of SETTINGS[kind]) {
    if (s.createOnly && !creating) continue;
    const value = draft.settings[s.key];
    if (s.type === 'time') body[s.key] = value ? zonedToIso(String(value), localZone()) : null;
    else if (s.type === 'number') body[s.key] = value === '' ? Number.NaN : Number(value);
    else body[s.key] = value;
  }
  body.form_fields = draft.fields.map((f) => ({ ...f, options: f.options ? numbered(f.options) : null }));
  body.roles = numbered(draft.roles);
  body.school_types = numbered(draft.schoolTypes);
  const details: Record<string, EventTexts> = {};
  for (const lang of DETAIL_LANGUAGES) {
    const texts = Object.fromEntries(TEXTS.flatMap((k) => (draft.details[lang]?.[k] ? [[k, draft.details[lang]![k]]] : [])));
    if (Object.keys(texts).length) details[lang] = texts;
  }
  body.details = details;
  return body;
}

/** The same schema the server checks the body with (and, for an edit, the form's own rules on what will be stored). */
function checkBody(kind: Kind, body: Row, creating: boolean): FieldErrors {
  const schema = kind === 'campaign' ? (creating ? campaignCreateSchema : campaignEditSchema) : creating ? competitionCreateSchema : competitionEditSchema;
  const parsed = schema.safeParse(body);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  if (!creating) {
    const config = { form_fields: body.form_fields as FormFieldConfig[], roles: body.roles as DropdownOption[], school_types: body.school_types as DropdownOption[] };
    for (const [path, message] of Object.entries(formConfigErrors(config))) errors[path] ??= message;
  }
  return errors;
}

/**
 * Create or edit a campaign or a competition as a form: its settings, its
 * page's texts in each language, and its registration form (the fields, their
 * order, labels and whether they are required; the role and school type
 * options). Checked in the browser with the schema the server and the staff
 * command line use, each message under its field; the server checks again
 * and its messages land in the same places.
 */
export function StaffEventEditor({ kind }: { kind: Kind }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { slug = '', id = '' } = useParams();
  const key = kind === 'campaign' ? slug : id;
  const creating = key === 'new';
  const path = kind === 'campaign' ? STAFF_PATHS.campaign(slug) : STAFF_PATHS.competition(Number(id));
  const record = useQuery({ queryKey: ['staff', `${kind}s`, key], queryFn: () => apiGet<Row>(path), enabled: !creating, retry: false });
  const [draft, setDraft] = useState<Draft | null>(null);
  const write = useStaffWrite(() => void client.invalidateQueries({ queryKey: ['staff', `${kind}s`] }));

  useEffect(() => {
    if (creating) setDraft(draftOf(kind, undefined));
    else if (record.data) setDraft(draftOf(kind, record.data));
  }, [creating, kind, record.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const body = bodyOf(kind, draft, creating);
    const problems = checkBody(kind, body, creating);
    if (Object.keys(problems).length) {
      write.refuse(t('forms.fix', { count: Object.keys(problems).length }), problems);
      return;
    }
    const list = kind === 'campaign' ? STAFF_PATHS.campaigns : STAFF_PATHS.competitions;
    const saved = await write.run(creating ? list : path, body, t('events.saved'), creating ? 'POST' : 'PATCH');
    if (saved && creating) {
      await navigate(pagePath(kind === 'campaign' ? STAFF_PAGES.campaign(String(saved.slug)) : STAFF_PAGES.competition(Number(saved.id))), { replace: true });
    } else if (saved && kind === 'campaign' && saved.slug !== slug) {
      await navigate(pagePath(STAFF_PAGES.campaign(String(saved.slug))), { replace: true });
    }
  };

  const listPage = kind === 'campaign' ? STAFF_PAGES.campaigns : STAFF_PAGES.competitions;
  const name = record.data ? String((kind === 'campaign' ? record.data.name : record.data.campaign) ?? '') : '';
  const title = creating ? t(kind === 'campaign' ? 'events.newCampaign' : 'events.newCompetition') : t('events.edit', { name: name || key });
  const errors = write.fields;
  const setSetting = (k: string, value: unknown) => setDraft((d) => d && { ...d, settings: { ...d.settings, [k]: value } });
  const setText = (lang: string, k: keyof EventTexts, value: string) =>
    setDraft((d) => d && { ...d, details: { ...d.details, [lang]: { ...d.details[lang as keyof EventDetails], [k]: value } } });
  const settings = SETTINGS[kind].filter((s) => creating || !s.createOnly);
  const shown = (p: string) => isFormConfigPath(p) || settings.some((s) => s.key === p) || p.startsWith('details.');

  return (
    <StaffShell title={title} heading={creating ? undefined : <WithName text={(n) => t('events.edit', { name: n })} name={name || key} />}>
      <p>
        <Link to={pagePath(listPage)}>{t('record.back', { list: t(kind === 'campaign' ? 'sections.campaigns' : 'sections.competitions') })}</Link>
      </p>
      {!creating && (record.isPending || record.isError) ? (
        <RecordLoading record={record} />
      ) : draft ? (
        <form className="staff-editor" onSubmit={(e) => void onSubmit(e)} noValidate>
          {record.data ? (
            <p>
              {t('events.summary', { count: Number(record.data.registrations), updated: new Date(String(record.data.updated_at)).toLocaleString(pageLocale()) })}
            </p>
          ) : null}
          <fieldset className="staff-fieldset">
            <legend>{t('forms.settings')}</legend>
            {settings.map((s) => {
              const label = t(`forms.setting.${s.key}`);
              const value = draft.settings[s.key];
              const error = errors[s.key];
              if (s.type === 'check') return <Checkbox key={s.key} label={label} checked={Boolean(value)} onChange={(e) => setSetting(s.key, e.target.checked)} error={error} />;
              if (s.type === 'stage') {
                return <Select key={s.key} label={label} value={String(value)} onChange={(e) => setSetting(s.key, e.target.value)} options={COMPETITION_STAGES.map((v) => ({ value: v, label: t(`events.stages.${v}`) }))} error={error} />;
              }
              return (
                <TextInput
                  key={s.key}
                  label={label}
                  type={s.type === 'time' ? 'datetime-local' : s.type === 'number' ? 'number' : s.type === 'url' ? 'url' : 'text'}
                  hint={s.type === 'time' ? t('forms.timeHint', { zone: localZone() }) : undefined}
                  // to the second: a time saved with other fields stays what it was
                  step={s.type === 'time' ? 1 : undefined}
                  value={String(value ?? '')}
                  onChange={(e) => setSetting(s.key, e.target.value)}
                  error={error}
                />
              );
            })}
          </fieldset>
          <FormFieldsEditor fields={draft.fields} onChange={(fields) => setDraft({ ...draft, fields })} errors={errors} />
          <OptionsEditor legend={t('forms.roles')} path="roles" options={draft.roles} onChange={(roles) => setDraft({ ...draft, roles })} errors={errors} />
          <OptionsEditor legend={t('forms.schoolTypes')} path="school_types" options={draft.schoolTypes} onChange={(schoolTypes) => setDraft({ ...draft, schoolTypes })} errors={errors} />
          {DETAIL_LANGUAGES.map((lang) => (
            <fieldset key={lang} className="staff-fieldset">
              <legend>{t('forms.pageTexts', { language: t(`forms.languages.${lang}`) })}</legend>
              {TEXTS.map((k) => {
                const label = t(`forms.text.${k}`, { language: t(`forms.languages.${lang}`) });
                const value = draft.details[lang]?.[k] ?? '';
                const error = errors[`details.${lang}.${k}`];
                return k === 'title' ? (
                  <TextInput key={k} label={label} dir="auto" value={value} onChange={(e) => setText(lang, k, e.target.value)} error={error} />
                ) : (
                  <TextArea key={k} label={label} dir="auto" rows={3} value={value} onChange={(e) => setText(lang, k, e.target.value)} error={error} />
                );
              })}
            </fieldset>
          ))}
          <StaffFormFooter errors={errors} shown={shown} write={write} creating={creating} />
        </form>
      ) : null}
    </StaffShell>
  );
}
