import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, episodeIdFromLink, type CategoryNode, type Episode } from '@numbloom/domain/content';
import { useSubCategories } from '../../content/hooks.ts';
import { Select } from '../../ui/field.tsx';
import { ActivityList, type CardAssignAction } from './activity-list.tsx';
import { LoadState } from './status.tsx';
import { GradeChooser } from './grade-chooser.tsx';
import { BROWSE_KINDS, GRADE_PARAM, TYPE_PARAM, activitiesPath, browsePath, type BrowseKind } from './paths.ts';
import { useActivities, type ActivitiesData } from './use-activities.ts';
import { useScrollToHash } from '../../app/use-scroll-to-hash.ts';
import './activities.css';
import { Lang } from '../../ui/lang.tsx';
import { CONTENT_LANGUAGE } from '../../content/loader.ts';

/**
 * Titles and descriptions are what the page shows: names the activities
 * catalogue translates (grades, strands, topics, activity types) as plain
 * text, the content's own English (curricula, standards, textbooks, topic
 * descriptions) inside <Lang>, so each is read in its language.
 */
interface Section {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  episodes: Episode[];
  /** ids the region's curriculum covers (the category's mandatory entries) */
  recommended?: Set<string>;
  /** the grade the section belongs to (a standard's or a unit's), on views read a grade at a time */
  grade?: string;
}

interface View {
  title: ReactNode;
  description?: ReactNode;
  sections: Section[];
  /**
   * Read one grade at a time: every standard or unit of K–6 on one page is
   * several hundred activities, too long to read, and a teacher starts from
   * their grade anyway.
   */
  byGrade?: boolean;
}

/** The activities one browse URL selects, grouped into sections. */
function viewFor(kind: BrowseKind, value: string, data: ActivitiesData, topics?: CategoryNode[]): View | undefined {
  const { catalogue, episodes } = data;
  switch (kind) {
    case 'grade': {
      const grade = data.grades.find((g) => g.code.toLowerCase() === value);
      if (!grade) return undefined;
      const mine = episodes.filter((e) => e.grade === grade.code);
      return {
        title: grade.translated_name,
        sections: catalogue.strands.map((s) => ({ id: s.id, title: data.strandName(s.id), episodes: mine.filter((e) => e.strand === s.id) })).filter((s) => s.episodes.length),
      };
    }
    case 'topic': {
      // The strand's topics and subtopics come from its sub-categories file; entries the
      // region's curriculum covers (mandatory) come first and are marked.
      const strand = catalogue.strands.find((s) => s.id === value);
      const title = strand && data.strandName(strand.id);
      const description = strand && data.strandDescription(strand.id);
      if (!strand || !topics) return strand ? { title, description, sections: [] } : undefined;
      const byId = new Map(episodes.map((e) => [e.id, e]));
      const pick = (links: { link: string }[]) => links.map((l) => byId.get(episodeIdFromLink(l.link) ?? '')).filter((e): e is Episode => !!e);
      return {
        title,
        description,
        sections: [
          ...topics.map<Section>((tp) => {
            const mandatory = tp.children.flatMap((sub) => pick(sub.episodes.mandatory));
            const optional = tp.children.flatMap((sub) => pick(sub.episodes.optional));
            const topicDescription = catalogue.strands.flatMap((s) => s.topics).find((t) => t.key === tp.id)?.description;
            return {
              id: tp.id,
              title: data.topicName(tp.id),
              description: topicDescription,
              episodes: [...mandatory, ...optional],
              recommended: new Set(mandatory.map((e) => e.id)),
            };
          }),
          {
            id: `${strand.id}-games`,
            title: data.typeName('multiplayer-game'),
            episodes: episodes.filter((e) => e.strand === strand.id && e.type === 'multiplayer-game'),
          },
        ],
      };
    }
    case 'curriculum': {
      const curriculum = catalogue.curricula.find((c) => c.id === value);
      if (!curriculum) return undefined;
      return {
        title: <Lang lang={CONTENT_LANGUAGE}>{curriculum.name}</Lang>,
        byGrade: true,
        sections: curriculum.standards.map((st) => ({
          id: st.code,
          title: st.code,
          description: <Lang lang={CONTENT_LANGUAGE}>{st.description}</Lang>,
          grade: st.grade,
          episodes: episodes.filter((e) => e.curricula[curriculum.id]?.includes(st.code)),
        })).filter((s) => s.episodes.length),
      };
    }
    case 'assessment': {
      const assessment = catalogue.assessments.find((a) => a.id === value);
      if (!assessment) return undefined;
      return {
        title: assessment.name,
        description: assessment.description,
        sections: data.grades.map((g) => ({ id: g.code, title: g.translated_name, episodes: episodes.filter((e) => e.grade === g.code && e.assessments.includes(assessment.id)) })).filter((s) => s.episodes.length),
      };
    }
    case 'textbook': {
      const book = catalogue.textbooks.find((b) => b.id === value);
      if (!book) return undefined;
      return {
        title: <Lang lang={CONTENT_LANGUAGE}>{book.name}</Lang>,
        description: <Lang lang={CONTENT_LANGUAGE}>{book.publisher}</Lang>,
        byGrade: true,
        sections: book.units.map((u) => ({
          id: u.id,
          title: <>{data.gradeName(u.grade)} · <Lang lang={CONTENT_LANGUAGE}>{u.name}</Lang></>,
          grade: u.grade,
          episodes: episodes.filter((e) => e.textbook_units.includes(`${book.id}:${u.id}`)),
        })).filter((s) => s.episodes.length),
      };
    }
  }
}

/** /activities/{grade|topic|curriculum|assessment|textbook}/{value}/; app/ puts a teacher's Assign on the cards. */
export function BrowsePage({ AssignAction }: { AssignAction?: CardAssignAction } = {}) {
  const { t } = useTranslation('activities');
  const params = useParams();
  const kind = params.kind as BrowseKind;
  const value = (params.value ?? '').toLowerCase();
  const { data, error } = useActivities();
  const subCategories = useSubCategories(kind === 'topic' ? value : undefined);
  // The filters live in the address, so Back from an activity returns to the list as it was left,
  // and a filtered list can be shared. A change replaces the entry: Back leaves the page, not a filter.
  const [search, setSearch] = useSearchParams();
  const setFilter = (name: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value.toLowerCase());
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  useScrollToHash(Boolean(data));

  if (!BROWSE_KINDS.includes(kind)) return <NotFound />;
  if (!data || (kind === 'topic' && subCategories.isPending)) return <div className="container"><LoadState error={error ?? subCategories.error} /></div>;
  const view = viewFor(kind, value, data, subCategories.data);
  if (!view) return <NotFound />;

  // A grade-scoped view offers the grades it has sections for; without a known grade in
  // the URL (old links, the home page's tiles) it shows only the chooser, as an overview.
  const offered = view.byGrade ? data.grades.filter((g) => view.sections.some((s) => s.grade === g.code)) : [];
  const chosen = offered.find((g) => g.code.toLowerCase() === search.get(GRADE_PARAM)?.toLowerCase());
  const overview = view.byGrade && !chosen;
  const inScope = chosen ? view.sections.filter((s) => s.grade === chosen.code) : view.sections;
  const type = ACTIVITY_TYPES.find((v) => v === search.get(TYPE_PARAM)?.toLowerCase()) ?? '';
  // without a chooser the grade in the address filters the list (the chooser's views read it as the chosen grade)
  const grade = view.byGrade ? '' : (data.grades.find((g) => g.code.toLowerCase() === search.get(GRADE_PARAM)?.toLowerCase())?.code ?? '');
  const keep = (e: Episode) => (!type || e.type === type) && (!grade || e.grade === grade);
  const sections = inScope.map((s) => ({ ...s, episodes: s.episodes.filter(keep) })).filter((s) => s.episodes.length);
  const total = sections.reduce((n, s) => n + s.episodes.length, 0);
  const heading = <>{t(`kind.${kind}`)}: {view.title}</>;

  return (
    <div className="container activities">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li><Link to={activitiesPath()}>{t('title')}</Link></li>
          {chosen ? (
            <>
              <li><Link to={browsePath(kind, value)}>{heading}</Link></li>
              <li aria-current="page">{chosen.translated_name}</li>
            </>
          ) : (
            <li aria-current="page">{heading}</li>
          )}
        </ol>
      </nav>
      <h1>{view.title}</h1>
      {view.description ? <p className="lead">{view.description}</p> : null}
      {view.byGrade ? <GradeChooser grades={offered} chosen={chosen?.code} pathFor={(code) => browsePath(kind, value, code)} /> : null}
      {overview ? (
        <p>{t(`chooseGrade.${kind}`)}</p>
      ) : (
        <>
          <div className="filters">
            <Select
              label={t('filterType')}
              value={type}
              onChange={(e) => setFilter(TYPE_PARAM, e.target.value)}
              placeholder={t('allTypes')}
              options={ACTIVITY_TYPES.map((v) => ({ value: v, label: data.typeName(v) }))}
            />
            {kind !== 'grade' && !view.byGrade ? (
              <Select
                label={t('filterGrade')}
                value={grade}
                onChange={(e) => setFilter(GRADE_PARAM, e.target.value)}
                placeholder={t('allGrades')}
                options={data.grades.map((g) => ({ value: g.code, label: g.translated_name }))}
              />
            ) : null}
            <p role="status" className="filter-count">{t('count', { count: total })}</p>
          </div>
          {sections.length === 0 ? <p>{t('noneFound')}</p> : null}
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={`section-${s.id}`} className="browse-section">
              <h2 id={`section-${s.id}`} tabIndex={-1}>{s.title}</h2>
              {s.description ? <p>{s.description}</p> : null}
              <ActivityList episodes={s.episodes} gradeName={data.gradeName} typeName={data.typeName} recommended={s.recommended} AssignAction={AssignAction} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('activities');
  return (
    <div className="container activities">
      <h1>{t('notFound')}</h1>
      <p><Link to={activitiesPath()}>{t('allActivities')}</Link></p>
    </div>
  );
}
