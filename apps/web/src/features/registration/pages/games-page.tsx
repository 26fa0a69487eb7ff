import { useTranslation } from 'react-i18next';
import { pageSettings } from '../../../lib/page-settings.ts';
import '../registration.css';

/** /matificgames (spec §2): where the competition form sends a visitor when there is no competition to register for. */
export function GamesPage() {
  const { t } = useTranslation('registration');
  const { region, language } = pageSettings();
  return (
    <section className="container reg-page" aria-labelledby="games-title">
      <h1 id="games-title">{t('games.title')}</h1>
      <p className="lead">{t('games.body')}</p>
      <p>
        <a href={`/${region}/${language}/`}>{t('games.home')}</a>
      </p>
    </section>
  );
}
