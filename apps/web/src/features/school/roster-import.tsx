import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROSTER_LIMITS, ROSTER_PATHS } from '@numbloom/domain/roster';
import type { RosterIssue, RosterResult } from '@numbloom/domain/roster-schema';
import { submit } from '../../lib/forms.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/field.tsx';
import { errorIdOf, MINE_KEY, useSchoolText } from './api.ts';

const COUNTED = ['schools', 'classes', 'teachers', 'children'] as const;
/** A large district's export takes a while to read and write: longer than the client's usual wait, and never sent twice. */
const ROSTER_REQUEST = { timeoutMs: 180_000, retries: 0 } as const;

const pathOf = (path: string, schoolId: number) => path.replace(':schoolId', String(schoolId));

/** A file's bytes as base64, as the roster routes take them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * "Import from your student information system" (decision 062): the admin chooses the OneRoster
 * export's zip or its CSV files, sees what an import would create or change and each row's
 * problem in their language, then imports. A newer export imported again changes what the
 * first made (sourcedId is the key), so nothing is made twice.
 */
export function RosterImport({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('school');
  const text = useSchoolText();
  const client = useQueryClient();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [result, setResult] = useState<RosterResult | null>(null);
  const [skipBad, setSkipBad] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: 'preview' | 'import') => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        files: await Promise.all(files.map(async (f) => ({ name: f.name, content_base64: await base64Of(f) }))),
        ...(step === 'import' && skipBad ? { skip_bad_rows: true } : {}),
      };
      const path = pathOf(step === 'preview' ? ROSTER_PATHS.preview : ROSTER_PATHS.import, schoolId);
      const res = await submit<RosterResult>(path, body, { method: 'POST', ...ROSTER_REQUEST });
      if (!res.ok) return setError(text(res.message, errorIdOf(res)));
      setResult(res.data);
      if (res.data.applied) {
        await Promise.all([
          client.invalidateQueries({ queryKey: ['school'] }),
          client.invalidateQueries({ queryKey: MINE_KEY }),
        ]);
      }
    } catch {
      setError(t('roster.unreadable'));
    } finally {
      setBusy(false);
    }
  };

  const tooMany = files.length > ROSTER_LIMITS.files;
  const blocked = result !== null && result.errors > 0 && !skipBad;
  return (
    <>
      <p>{t('roster.intro')}</p>
      <div className="field">
        <label htmlFor={inputId} className="field-label">
          {t('roster.files')}
        </label>
        <p id={`${inputId}-hint`} className="field-hint">
          {t('roster.filesHint')}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".zip,.csv,text/csv,application/zip"
          aria-describedby={`${inputId}-hint`}
          disabled={busy}
          onChange={(e) => {
            setFiles([...(e.target.files ?? [])]);
            setResult(null);
            setSkipBad(false);
            setError(null);
          }}
        />
      </div>
      {files.length > 0 ? (
        <p>{t('roster.chosen', { files: files.map((f) => f.name).join(', ') })}</p>
      ) : null}
      {tooMany ? <Alert tone="error">{t('roster.tooMany', { count: ROSTER_LIMITS.files })}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <span className="school-actions">
        <Button disabled={busy || files.length === 0 || tooMany} onClick={() => void run('preview')}>
          {t('roster.preview')}
        </Button>
      </span>
      <div role="status" aria-live="polite">
        {busy ? <p>{t('roster.working')}</p> : null}
        {result?.applied ? <Alert tone="success">{t('roster.imported')}</Alert> : null}
      </div>
      {result ? (
        <RosterOutcome result={result} />
      ) : null}
      {result && !result.applied ? (
        <div className="school-confirm">
          {result.errors > 0 ? (
            <Checkbox
              label={t('roster.skipBad')}
              hint={t('roster.skipBadHint')}
              checked={skipBad}
              disabled={busy}
              onChange={(e) => setSkipBad(e.target.checked)}
            />
          ) : null}
          <Button disabled={busy || blocked} onClick={() => void run('import')}>
            {t('roster.import')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function RosterOutcome({ result }: { result: RosterResult }) {
  const { t } = useTranslation('school');
  return (
    <div className="school-subsection">
      <h3>{result.applied ? t('roster.doneTitle') : t('roster.previewTitle')}</h3>
      {result.schools.length > 0 ? (
        <p>{t('roster.forSchools', { schools: result.schools.map((s) => s.name).join(', ') })}</p>
      ) : null}
      <table className="school-table">
        <caption className="visually-hidden">{t('roster.countsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roster.what')}</th>
            <th scope="col">{result.applied ? t('roster.created') : t('roster.toCreate')}</th>
            <th scope="col">{result.applied ? t('roster.changed') : t('roster.toChange')}</th>
            <th scope="col">{t('roster.unchanged')}</th>
          </tr>
        </thead>
        <tbody>
          {COUNTED.map((k) => (
            <tr key={k}>
              <th scope="row">{t(`roster.counted.${k}`)}</th>
              <td>{result.counts[k].created}</td>
              <td>{result.counts[k].changed}</td>
              <td>{result.counts[k].unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('roster.rows', { read: result.rows.read, skipped: result.rows.skipped })} ·{' '}
        {t('roster.errors', { errors: result.errors })} · {t('roster.notices', { notices: result.notices })}
      </p>
      {result.errors > 0 && !result.applied ? <Alert tone="error">{t('roster.hasErrors')}</Alert> : null}
      {result.issues.length > 0 ? (
        <>
          <h4>{t('roster.problems')}</h4>
          <ul className="school-issues">
            {result.issues.map((issue, i) => (
              <li key={i} className={issue.blocking ? 'school-issue-error' : undefined}>
                <strong>{issue.blocking ? t('roster.error') : t('roster.notice')}</strong>{' '}
                {issue.row > 0
                  ? t('roster.where', { file: issue.file, row: issue.row })
                  : t('roster.whereFile', { file: issue.file })}
                {issue.field ? ` (${issue.field})` : ''}: <IssueText issue={issue} />
              </li>
            ))}
          </ul>
          {result.errors + result.notices > result.issues.length ? (
            <p>{t('roster.moreProblems', { count: result.issues.length })}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A problem in the page's language, from its code and values (the server's English is its fallback). */
function IssueText({ issue }: { issue: RosterIssue }) {
  const { t } = useTranslation('school');
  const values = { file: issue.file, value: '', column: issue.field ?? '', other: '', limit: '', line: issue.row, ...issue.values };
  const key = issue.code === 'org_not_yours' && issue.values.other ? 'org_not_yours_identifier' : issue.code;
  return <>{t(`roster.issues.${key}`, { ...values, ...(issue.values.limit === undefined ? {} : { count: issue.values.limit }), defaultValue: issue.message })}</>;
}
