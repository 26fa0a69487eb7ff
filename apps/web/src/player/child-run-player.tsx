import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { playerI18n } from './player-texts.ts';
import { KidSpinner } from '../ui/kid-spinner.tsx';
import { useTexts } from '../i18n/small.tsx';
import { pageLanguage } from './engine.ts';
import { RunPlayer, type RunPlayerProps } from './run-player.tsx';

/**
 * The run player on a page of the children's entry (decision 096): a chunk of its own, loaded as a
 * class game's questions are (decision 042), with the maths engine, the models and i18next for the
 * player's texts (namespaces 'player' and 'ui'), so the page itself stays within the 90 KB budget.
 * The same RunPlayer as the site's practice page, its links plain ones (no router here).
 */
export default function ChildRunPlayer(props: RunPlayerProps) {
  const { t } = useTexts('rooms');
  const language = pageLanguage();
  const [instance, setInstance] = useState<i18n | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    playerI18n(language)
      .then(async (made) => {
        await made.loadNamespaces('ui');
        return made;
      })
      .then(
        (made) => live && setInstance(made),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [language]);
  if (failed) return <p role="alert">{t('errors.other')}</p>;
  if (!instance) return <KidSpinner />;
  return (
    <I18nextProvider i18n={instance}>
      <RunPlayer {...props} />
    </I18nextProvider>
  );
}
