import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolChoice, SearchedSchool } from '@numbloom/domain/school';
import { Field } from '../../../ui/field.tsx';
import { AddSchoolModal } from '../school-modal/add-school-modal.tsx';
import { useSchoolSearch } from './use-school-search.ts';

/** One line under the school's name in the list: where it is. */
const placeOf = (school: SearchedSchool) => [school.city, school.state || school.sub_region].filter(Boolean).join(', ');

/**
 * Spec §2/§4 school search: an ARIA 1.2 combobox over the autocomplete.
 * Choosing a school locks the input and shows a clear button; clearing resets
 * the choice. 'Not listed? Enter manually' opens the 'Add My School' modal,
 * whose school then shows here as the chosen one.
 */
export function SchoolSearch({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  defaultCountry,
  inputRef,
  allowManual = true,
}: {
  label: ReactNode;
  value: SchoolChoice | null;
  onChange: (choice: SchoolChoice | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** ISO alpha-2 country the modal starts from (the page region's) */
  defaultCountry: string;
  inputRef?: (el: HTMLInputElement | null) => void;
  /** false where only a school of the search will do (a challenge's boards need its id): no 'Not listed?' */
  allowManual?: boolean;
}) {
  const { t } = useTranslation('registration');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [modalOpen, setModalOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const listId = useId();
  const statusId = useId();
  const search = useSchoolSearch(text, value === null);
  const schools = search.schools;
  const expanded = open && value === null && schools.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (school: SearchedSchool) => {
    onChange({ kind: 'searched', school });
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const clear = () => {
    onChange(null);
    setText('');
    setActive(-1);
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (value !== null) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (schools.length > 0) setActive((i) => (i + 1) % schools.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (schools.length > 0) setActive((i) => (i <= 0 ? schools.length - 1 : i - 1));
        break;
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : schools.length - 1);
        }
        break;
      case 'Enter':
        // Enter picks the highlighted school; with none highlighted it must not submit the form half-filled.
        if (expanded && active >= 0 && schools[active]) {
          event.preventDefault();
          choose(schools[active]);
        } else if (text.trim() !== '') {
          event.preventDefault();
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  let status = '';
  if (value === null && search.term !== '' && !search.pending) {
    if (search.failed) status = t('school.searchFailed');
    else if (search.settled) status = schools.length === 0 ? t('school.noResults') : t('school.results', { count: schools.length });
  }

  return (
    <div className="reg-school">
      <Field label={label} error={error} required={required}>
        {(ids) => (
          <div className="reg-combobox">
            <input
              {...ids}
              ref={(el) => {
                input.current = el;
                inputRef?.(el);
              }}
              type="text"
              className="input reg-combobox-input"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-describedby={[ids['aria-describedby'], statusId].filter(Boolean).join(' ')}
              autoComplete="off"
              placeholder={value === null ? t('school.placeholder') : undefined}
              readOnly={value !== null}
              value={value === null ? text : value.school.name}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setOpen(false);
                onBlur?.();
              }}
              onFocus={() => value === null && setOpen(true)}
            />
            {value !== null ? (
              <button type="button" className="reg-combobox-clear" aria-label={t('school.clear')} onClick={clear}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : search.searching ? (
              <span className="reg-combobox-busy" aria-hidden="true" />
            ) : null}
            <ul id={listId} role="listbox" aria-label={t('school.listLabel')} className="reg-listbox" hidden={!expanded}>
              {expanded
                ? schools.map((school, i) => (
                    <li
                      key={school.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={i === active ? 'reg-option reg-option-active' : 'reg-option'}
                      // Keep focus in the input so the list does not close before the click lands.
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(school)}
                      onMouseEnter={() => setActive(i)}
                    >
                      <span className="reg-option-name">{school.name}</span>
                      {placeOf(school) ? <span className="reg-option-place">{placeOf(school)}</span> : null}
                    </li>
                  ))
                : null}
            </ul>
          </div>
        )}
      </Field>
      <p id={statusId} className="reg-school-status" aria-live="polite">
        {status}
      </p>
      {value?.kind === 'manual' ? (
        <p className="reg-school-manual">{[value.school.address, value.school.city, value.school.zip_code].filter(Boolean).join(', ')}</p>
      ) : null}
      {allowManual ? (
        <>
          <button type="button" className="reg-link-button" onClick={() => setModalOpen(true)}>
            {t('school.notListed')}
          </button>
          <AddSchoolModal
            open={modalOpen}
            defaultCountry={defaultCountry}
            onClose={() => setModalOpen(false)}
            onSubmit={(school) => {
              setModalOpen(false);
              setText('');
              onChange({ kind: 'manual', school });
            }}
          />
        </>
      ) : null}
    </div>
  );
}
