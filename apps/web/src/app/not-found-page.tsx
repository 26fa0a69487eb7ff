import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSettings } from '../lib/page-settings.ts';

/** The 404 page: the server already answered 404; this says so kindly and offers ways on. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  const { region, language, not_found_suggestion: suggestion } = pageSettings();
  const home = `/${region}/${language}/`;
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <title>{`${t('notFound.title')} – Numbloom`}</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      {suggestion ? (
        // another site's page: a full load, so the page comes with that site's settings
        <p className="not-found-suggestion">
          {t('notFound.suggestion')}{' '}
          <a href={suggestion} dir="ltr">
            {suggestion}
          </a>
        </p>
      ) : null}
      <ul className="not-found-links">
        <li>
          <Link className="btn btn-primary" to={home}>
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link className="btn btn-secondary" to={`${home}contact/`}>
            {t('notFound.contact')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
