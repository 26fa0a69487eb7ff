import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Grade } from '../../content/loader.ts';

/**
 * One link per grade of a browse page read a grade at a time. Links, not a
 * select: each grade is its own URL (shareable, back button), and the chosen
 * one is marked aria-current so a screen reader says which grade is shown.
 */
export function GradeChooser({ grades, chosen, pathFor }: { grades: Grade[]; chosen?: string; pathFor: (code: string) => string }) {
  const { t } = useTranslation('activities');
  return (
    <nav aria-label={t('gradeChooser')} className="grade-chooser">
      <ul className="chip-list">
        {grades.map((g) => (
          <li key={g.code}>
            <Link className="chip" to={pathFor(g.code)} aria-current={g.code === chosen ? 'page' : undefined}>
              {g.translated_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
