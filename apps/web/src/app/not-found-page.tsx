import { useTranslation } from 'react-i18next';
import { pageSettings } from './page-settings.ts';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  const { region, language } = pageSettings();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <a href={`/${region}/${language}/`}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}
