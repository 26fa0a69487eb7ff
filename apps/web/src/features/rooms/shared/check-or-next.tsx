import type { Ref } from 'react';
import { useTexts } from '../../../i18n/small.tsx';

/**
 * The button under a game's question: Check (submits the question's form) until the answer is
 * checked, then the way on (`nextLabel`), which takes the focus so the keyboard goes straight on.
 */
export function CheckOrNext({ answered, busy, nextRef, nextLabel, onNext }: { answered: boolean; busy: boolean; nextRef: Ref<HTMLButtonElement>; nextLabel: string; onNext: () => void }) {
  const { t } = useTexts('rooms');
  return (
    <div className="row">
      {answered ? (
        <button key="next" type="button" ref={nextRef} className="btn btn-primary btn-big" onClick={onNext}>
          {nextLabel}
        </button>
      ) : (
        <button key="check" type="submit" className="btn btn-primary btn-big" disabled={busy}>
          {t('play.check')}
        </button>
      )}
    </div>
  );
}
