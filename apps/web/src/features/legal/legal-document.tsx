import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import './legal.css';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  list?: string[];
  after?: string[];
}

interface LegalText {
  title: string;
  updated: string;
  intro: string[];
  summaryTitle?: string;
  summary?: string[];
  sections: LegalSection[];
}

/**
 * A legal page from the "legal" catalogue: title, date, an optional plain
 * summary box, numbered sections with a table of contents.
 */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const text = t(doc, { returnObjects: true, email: SUPPORT_EMAIL }) as unknown as LegalText;
  const other = doc === 'terms' ? 'privacy' : 'terms';
  return (
    <article className="container legal" aria-labelledby="legal-title">
      <title>{`${text.title} – Numbloom`}</title>
      <h1 id="legal-title">{text.title}</h1>
      <p className="legal-updated">{text.updated}</p>
      {text.intro.map((p) => (
        <p key={p} className="lead">
          {p}
        </p>
      ))}
      {text.summary ? (
        <section className="legal-summary" aria-labelledby="legal-summary-title">
          <h2 id="legal-summary-title">{text.summaryTitle}</h2>
          <ul>
            {text.summary.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">{t('contents')}</h2>
        <ol>
          {text.sections.map((section, i) => (
            <li key={section.title}>
              <a href={`#section-${i + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, i) => (
        <section key={section.title} id={`section-${i + 1}`} className="legal-section" aria-labelledby={`section-${i + 1}-title`}>
          <h2 id={`section-${i + 1}-title`}>
            {i + 1}. {section.title}
          </h2>
          {section.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
      <p className="legal-see-also">
        <Link to={`/home/${other}/`}>{t(`seeAlso.${other}`)}</Link>
      </p>
    </article>
  );
}
