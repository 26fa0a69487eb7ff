import type { SearchedSchool } from '@numbloom/domain/school';
import { SchoolSearch } from './school-search.tsx';
import '../registration.css';

/** What another screen is handed (app/ composes it in, as features never import one another). */
export type SchoolPickerProps = {
  label: string;
  value: { id: number; name: string } | null;
  onChange: (school: { id: number; name: string } | null) => void;
};

/**
 * The school search for a screen that needs a school of the search (its id):
 * a challenge's registration, whose school and region boards rank schools.
 * No 'Not listed?' here: a school typed by hand has no id to rank by.
 */
export function SchoolPicker({ label, value, onChange }: SchoolPickerProps) {
  // the search answers whole schools; a school known only by its id and name (a registration's) is shown by name
  const choice = value
    ? { kind: 'searched' as const, school: { id: value.id, name: value.name } as SearchedSchool }
    : null;
  return (
    <SchoolSearch
      label={label}
      value={choice}
      onChange={(c) => onChange(c?.kind === 'searched' ? { id: c.school.id, name: c.school.name } : null)}
      // the manual modal is not offered, so no country to start it from
      defaultCountry=""
      allowManual={false}
    />
  );
}
