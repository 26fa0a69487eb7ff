import { Link } from 'react-router';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { OPEN_CAMPAIGNS_PATH, type OpenCampaign } from '@numbloom/domain/campaign';
import { detailsFor, shownLanguage, type EventDetails } from '@numbloom/domain/event-details';
import { apiGet } from '../../../api/client.ts';
import { pageSettings } from '../../../lib/page-settings.ts';
import { formatDay } from '../../../lib/dates.ts';
import { pagePath } from '../../../lib/page-path.ts';
import { Lang, langAttr } from '../../../ui/lang.tsx';

/** Dates as the page reads them: "from … to …", "until …", or nothing. */
function useEventDates() {
  const { t } = useTranslation('registration');
  return (start: string | null | undefined, end: string | null | undefined) =>
    start && end ? t('event.dates', { start: formatDay(start), end: formatDay(end) }) : end ? t('event.until', { end: formatDay(end) }) : start ? t('event.from', { start: formatDay(start) }) : '';
}

/**
 * What staff wrote about a campaign or competition (its details, in the page's
 * language, falling back to English): summary, what entrants get, the rules,
 * and its dates and stage. The form's own heading names it.
 */
export function EventDetailsPanel({
  details,
  name,
  start,
  end,
  stage,
}: {
  details: EventDetails | undefined;
  name: string;
  start?: string | null;
  end?: string | null;
  stage?: string;
}) {
  const { t } = useTranslation('registration');
  const dates = useEventDates()(start, end);
  const labelId = useId();
  const language = pageSettings().language;
  const shown = detailsFor(details, language, name);
  // each text falls back to English on its own, so each says its language
  const langOf = (key: 'title' | 'summary' | 'benefits' | 'rules') => langAttr(shownLanguage(details, language, key));
  if (!dates && !stage && !shown.summary && !shown.benefits.length && !shown.rules.length) return null;
  return (
    <section className="event-details" aria-labelledby={labelId}>
      {/* the section's name, with the event's title marked with its language (an aria-label could not say it) */}
      <span id={labelId} hidden>
        <Trans t={t} i18nKey="event.about" values={{ name: shown.title }} components={{ name: <span {...langOf('title')} /> }} />
      </span>
      {dates || stage ? (
        <p className="event-when">
          {dates}
          {dates && stage ? ' · ' : ''}
          {stage ? t('event.stage', { stage: t(`event.stages.${stage}`, { defaultValue: stage }) }) : ''}
        </p>
      ) : null}
      {shown.summary ? <p {...langOf('summary')}>{shown.summary}</p> : null}
      {shown.benefits.length ? (
        <>
          <h2>{t('event.benefits')}</h2>
          <ul {...langOf('benefits')}>
            {shown.benefits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {shown.rules.length ? (
        <>
          <h2>{t('event.rules')}</h2>
          <ol {...langOf('rules')}>
            {shown.rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** The campaigns open now that staff chose to list: where an ended campaign or a closed competition points. */
export function OpenCampaigns({ except }: { except?: string }) {
  const { t } = useTranslation('registration');
  const dates = useEventDates();
  const open = useQuery({ queryKey: ['registration', 'open-campaigns'], queryFn: () => apiGet<{ results: OpenCampaign[] }>(OPEN_CAMPAIGNS_PATH), retry: false });
  const list = (open.data?.results ?? []).filter((c) => c.slug !== except);
  if (open.isPending) return null;
  return (
    <section className="event-open" aria-labelledby="event-open-title">
      <h2 id="event-open-title">{t('event.openTitle')}</h2>
      {list.length ? (
        <ul>
          {list.map((c) => (
            <li key={c.slug}>
              <Link to={pagePath(`campaign/${encodeURIComponent(c.slug)}/`)}>
                <Lang lang={shownLanguage(c.details, pageSettings().language, 'title')}>{detailsFor(c.details, pageSettings().language, c.name).title}</Lang>
              </Link>
              {dates(c.start_time, c.end_time) ? ` – ${dates(c.start_time, c.end_time)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('event.noneOpen')} <Link to={pagePath('contact/')}>{t('event.contact')}</Link>
        </p>
      )}
    </section>
  );
}
