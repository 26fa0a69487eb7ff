import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '@numbloom/domain/account-paths';
import { listedStudentName, type TeacherClass } from '@numbloom/domain/accounts';
import { ASSIGNMENT_PATHS, assignmentDateErrors, type AssignmentView } from '@numbloom/domain/assignments';
import { assignmentInputSchema, type AssignmentInput } from '@numbloom/domain/assignments-schema';
import { RUN_LENGTHS } from '@numbloom/domain/runs';
import { apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox, Select, TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { applyFieldErrors, submit } from '../../lib/forms.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { dayOf, endOfDay, startOfDay } from './dates.ts';
import { useMessageText } from './messages.ts';
import { Name } from '../../ui/lang.tsx';

interface Values {
  classId: string;
  everyone: 'class' | 'chosen';
  students: string[];
  start: string;
  due: string;
  required: boolean;
  length: string;
}

/** The form's names of the request's fields, for the shared schema's and the server's messages. */
const FIELD_OF: Record<string, keyof Values> = { class_id: 'classId', student_ids: 'students', starts_at: 'start', due_at: 'due', item_count: 'length', required: 'required' };
const fieldOf = (path: string) => FIELD_OF[path.split('.')[0]!];

function toRequest(v: Values, activityIds: readonly string[]): AssignmentInput {
  const s = pageSettings();
  return {
    class_id: v.classId,
    activity_ids: [...activityIds],
    student_ids: v.everyone === 'chosen' ? v.students : null,
    starts_at: startOfDay(v.start),
    due_at: endOfDay(v.due),
    required: v.required,
    item_count: Number(v.length) as AssignmentInput['item_count'],
    region_code: s.region,
    language_code: s.language,
  };
}

/** The shared schema (packages/domain), and its date rule on this browser's clock, as react-hook-form's resolver. */
const resolverFor =
  (activityIds: readonly string[]): Resolver<Values> =>
  async (values) => {
    const request = toRequest(values, activityIds);
    const errors: Partial<Record<keyof Values, { type: string; message: string }>> = {};
    const parsed = assignmentInputSchema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ''));
        if (field && !errors[field]) errors[field] = { type: 'schema', message: issue.message };
      }
    }
    for (const [path, message] of Object.entries(assignmentDateErrors(request, new Date()))) {
      const field = fieldOf(path);
      if (field && !errors[field]) errors[field] = { type: 'date', message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

type FormProps = { activityIds: readonly string[]; editing?: AssignmentView | undefined; onSaved: (saved: AssignmentView) => void };

/**
 * Assigning work: the class (one of the teacher's), the whole class or chosen children, the
 * start and due days, "required" and the run length. New, or an assignment changed (it keeps its class).
 */
export function AssignmentForm(props: FormProps) {
  const { t } = useTranslation('assignments');
  const classes = useQuery({
    queryKey: ['accounts', 'classes'],
    queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode, { swapTld: false }),
  });
  if (classes.isPending) return <Spinner label={t('loading')} />;
  if (classes.isError) return <Alert tone="error">{t('loadError')}</Alert>;
  if (classes.data.classes.length === 0) return <p>{t('form.noClass')}</p>;
  return <FormBody {...props} list={classes.data.classes} />;
}

function FormBody({ activityIds, editing, onSaved, list }: FormProps & { list: TeacherClass[] }) {
  const { t } = useTranslation('assignments');
  const text = useMessageText();
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(() => new Date());
  const { register, handleSubmit, watch, formState, setError } = useForm<Values>({
    resolver: resolverFor(activityIds),
    defaultValues: editing
      ? {
          classId: editing.class_id,
          everyone: editing.student_ids ? 'chosen' : 'class',
          students: editing.student_ids ?? [],
          start: dayOf(new Date(editing.starts_at)),
          due: dayOf(new Date(editing.due_at)),
          required: editing.required,
          length: String(editing.item_count),
        }
      : {
          classId: list.length === 1 ? list[0]!.id : '',
          everyone: 'class',
          students: [],
          start: dayOf(today),
          due: dayOf(new Date(today.getTime() + 7 * 24 * 3600 * 1000)),
          required: false,
          length: '10',
        },
  });
  const chosenClass = list.find((c) => c.id === watch('classId'));

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const body = toRequest(values, activityIds);
    const res = editing
      ? await submit<AssignmentView>(ASSIGNMENT_PATHS.one(editing.id), body, { method: 'PUT', swapTld: false })
      : await submit<AssignmentView>(ASSIGNMENT_PATHS.create, body, { swapTld: false });
    if (res.ok) return onSaved(res.data);
    const fields = Object.fromEntries(Object.entries(res.fields).map(([path, message]) => [fieldOf(path) ?? path, message]));
    const rest = applyFieldErrors(setError, fields, Object.values(FIELD_OF));
    setProblem(rest[0] ?? (Object.keys(fields).length ? null : res.message));
  });
  const err = (name: keyof Values) => text(formState.errors[name]?.message);

  return (
    <form className="assign-form" onSubmit={onSubmit} noValidate>
      {problem ? <Alert tone="error">{text(problem)}</Alert> : null}
      <Select
        label={t('form.class')}
        required
        disabled={!!editing}
        options={list.map((c) => ({ value: c.id, label: c.name, name: true }))}
        {...(list.length > 1 && !editing ? { placeholder: t('form.choose') } : {})}
        error={err('classId')}
        {...register('classId')}
      />
      <fieldset className="assign-who">
        <legend>{t('form.who')}</legend>
        <label className="assign-choice">
          <input type="radio" value="class" {...register('everyone')} /> {t('form.wholeClass')}
        </label>
        <label className="assign-choice">
          <input type="radio" value="chosen" {...register('everyone')} /> {t('form.chosen')}
        </label>
        {watch('everyone') === 'chosen' && chosenClass ? (
          <div className="assign-students">
            {chosenClass.students.length === 0 ? <p>{t('form.noStudents')}</p> : null}
            {chosenClass.students.map((s) => (
              <label key={s.id} className="assign-choice">
                <input type="checkbox" value={s.id} {...register('students')} /> <Name>{listedStudentName(s)}</Name>
              </label>
            ))}
          </div>
        ) : null}
        {err('students') ? (
          <p role="alert" className="field-error">
            {err('students')}
          </p>
        ) : null}
      </fieldset>
      <div className="assign-dates">
        <TextInput type="date" label={t('form.start')} required error={err('start')} {...register('start')} />
        <TextInput type="date" label={t('form.due')} required error={err('due')} {...register('due')} />
      </div>
      <fieldset className="assign-length">
        <legend>{t('form.length')}</legend>
        {RUN_LENGTHS.map((n) => (
          <label key={n} className="assign-choice">
            <input type="radio" value={String(n)} {...register('length')} /> {t('form.questions', { count: n })}
          </label>
        ))}
      </fieldset>
      <Checkbox label={t('form.required')} hint={t('form.requiredHint')} {...register('required')} />
      <p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {editing ? t('form.save') : t('form.assign')}
        </Button>
      </p>
    </form>
  );
}
