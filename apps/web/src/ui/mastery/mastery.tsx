import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GETTING_THERE_FROM,
  MASTERED_FROM,
  MASTERY_BANDS,
  MIN_ANSWERS_FOR_BAND,
  MIN_ANSWERS_FOR_MASTERED,
  MIN_DAYS_FOR_MASTERED,
  MIN_RUNS_FOR_MASTERED,
  RECENT_MASTERED_FROM,
  RECENT_NEEDS_HELP_UNDER,
  type MasteryBand,
} from '@numbloom/domain/mastery';
import type { SkillMastery } from '@numbloom/domain/runs';
import { useContent } from '../../content/hooks.ts';
import './mastery.css';

/**
 * A learner's mastery of a skill as the teacher's class page and the parent's child page both show
 * it (decision 077): one cell, one legend, one way of naming a skill, so the two pages read alike.
 */

/** The bands a reader sees, weakest first; a skill not started is a cell of its own. */
export const SHOWN_BANDS: MasteryBand[] = MASTERY_BANDS.filter((b) => b !== 'not-started');

/** A skill's name: its topic in the page's language and its grade. */
export function useSkillName() {
  const { t } = useTranslation('mastery');
  const { data } = useContent();
  const topics = new Map(data?.catalogue.strands.flatMap((s) => s.topics.map((tp) => [tp.key, tp.name] as const)) ?? []);
  const grades = new Map(data?.grades.map((g) => [g.code, g.translated_name]) ?? []);
  // topic names come from the catalogue in the page's language, as grade names do
  return (skill: { topic: string; grade: string }): ReactNode => (
    <>
      {topics.get(skill.topic) ?? skill.topic} {t('gradeInBrackets', { grade: grades.get(skill.grade) ?? skill.grade })}
    </>
  );
}

/** A band's name, for headers that list the bands. */
export function useBandName() {
  const { t } = useTranslation('mastery');
  return (band: MasteryBand) => t(`bands.${band}`);
}

/** One learner's mastery of one skill: the figure, the band, and the answers it rests on. */
export function MasteryCell({ mastery }: { mastery: SkillMastery | undefined }) {
  const { t } = useTranslation('mastery');
  if (!mastery || mastery.band === 'not-started') return <span className="band band-not-started">{t('bands.not-started')}</span>;
  return (
    <span className={`band band-${mastery.band}`}>
      {/* a few answers say too little for a figure: the band says so */}
      {mastery.band === 'started' ? null : <strong>{t('percent', { mastery: mastery.mastery })}</strong>} {t(`bands.${mastery.band}`)}
      <span className="band-answers">{t('answers', { count: mastery.answers, correct: mastery.correct })}</span>
      {/* what the band rests on (decision 081): the runs, the days they were on, the recent answers */}
      <span className="band-answers">
        {t('evidence', { runs: t('runs', { count: mastery.runs }), days: t('days', { count: mastery.days }), recent: mastery.recent_accuracy })}
      </span>
    </span>
  );
}

const percentOf = (share: number) => Math.round(share * 100);

/** The numbers each band's help says, from the rules that draw the bands (mastered's evidence is worded with t). */
const BAND_HELP_VALUES: Partial<Record<MasteryBand, { count?: number; percent?: number; recent?: number }>> = {
  started: { count: MIN_ANSWERS_FOR_BAND },
  'needs-practice': { percent: percentOf(GETTING_THERE_FROM), recent: percentOf(RECENT_NEEDS_HELP_UNDER) },
  'getting-there': { percent: percentOf(GETTING_THERE_FROM) },
  mastered: { percent: percentOf(MASTERED_FROM), recent: percentOf(RECENT_MASTERED_FROM) },
};

/** What each band means, with the figures the rules use. */
export function BandLegend() {
  const { t } = useTranslation('mastery');
  return (
    <section aria-labelledby="legend-title" className="band-legend">
      <h2 id="legend-title">{t('legend')}</h2>
      <dl>
        {SHOWN_BANDS.map((band) => (
          <div key={band}>
            <dt><span className={`swatch band-${band}`} aria-hidden="true" /> {t(`bands.${band}`)}</dt>
            <dd>
              {band === 'mastered'
                ? t('bandHelp.mastered', {
                    ...BAND_HELP_VALUES.mastered,
                    runs: t('runsAtLeast', { count: MIN_RUNS_FOR_MASTERED }),
                    days: t('daysAtLeast', { count: MIN_DAYS_FOR_MASTERED }),
                    answers: t('answersAtLeast', { count: MIN_ANSWERS_FOR_MASTERED }),
                  })
                : t(`bandHelp.${band}`, BAND_HELP_VALUES[band])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
