import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderText } from '@numbloom/maths/text';
import type { PlayableItem } from '@numbloom/maths/playable';
import type { Language } from '@numbloom/maths/types';
import { initialState } from './engine.ts';
import { mathsText, ModelOrPicture, questionText } from './item-view.tsx';
import { useMathsTexts } from './maths-texts.ts';
import './player.css';

const keep = () => {};

/**
 * A question as the child saw it, read-only (a teacher's report): its words, its picture or
 * model as it started, its choices as a list; no answer field, nothing to move. Until the maths
 * texts have loaded, the words kept with the answers (`fallback`) stand in.
 */
export function ItemPreview({ item, wordProblem, language, fallback }: { item: PlayableItem; wordProblem: boolean; language: Language; fallback: string }) {
  const { t } = useTranslation('player');
  const texts = useMathsTexts(language);
  const [state] = useState(() => initialState(item));
  if (!texts.isSuccess) return <p className="question">{fallback}</p>;
  return (
    <div className="item-preview">
      <p className="question">{questionText(item, wordProblem, language)}</p>
      <ModelOrPicture item={item} state={state} setState={keep} language={language} disabled />
      {item.input === 'choice' && item.choices?.length ? (
        <>
          <p className="preview-choices-label">{t('chooseOne')}</p>
          <ul className="preview-choices">
            {item.choices.map((c) => (
              <li key={c.key}>{mathsText(renderText(c.label, language), language)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
