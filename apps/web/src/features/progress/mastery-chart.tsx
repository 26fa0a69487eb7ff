import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasteryBand } from '@numbloom/domain/mastery';
import type { ClassMasteryView } from '@numbloom/domain/runs';
import { SHOWN_BANDS, useBandName } from '../../ui/mastery/mastery.tsx';

/** How many students of the class are in each band of a skill (a student who has not started it counts as not started). */
export function bandCounts(view: ClassMasteryView): Array<{ skill: ClassMasteryView['skills'][number]; counts: Record<MasteryBand, number> }> {
  return view.skills.map((skill) => {
    const counts: Record<MasteryBand, number> = { 'not-started': 0, started: 0, 'needs-practice': 0, 'getting-there': 0, mastered: 0 };
    for (const student of view.students) counts[student.skills[skill.skill]?.band ?? 'not-started'] += 1;
    return { skill, counts };
  });
}

const CHART_BANDS: MasteryBand[] = [...SHOWN_BANDS, 'not-started'];

/**
 * A bar per skill, split by how many students are in each band; the same
 * numbers follow as a table, which is what a screen reader reads (the bars
 * are a picture of it).
 */
export function MasteryChart({ view, skillName }: { view: ClassMasteryView; skillName: (s: { topic: string; grade: string }) => ReactNode }) {
  const { t } = useTranslation('progress');
  const bandName = useBandName();
  const rows = bandCounts(view);
  const total = Math.max(1, view.students.length);
  return (
    <>
      <figure className="mastery-chart">
        <figcaption id="chart-caption">{t('chartSummary')}</figcaption>
        <div role="img" aria-labelledby="chart-caption">
          {rows.map(({ skill, counts }) => (
            <div className="chart-row" key={skill.skill} aria-hidden="true">
              <span className="chart-label">{skillName(skill)}</span>
              <span className="chart-bar">
                {CHART_BANDS.filter((band) => counts[band] > 0).map((band) => (
                  <span key={band} className={`chart-segment band-${band}`} style={{ inlineSize: `${(counts[band] / total) * 100}%` }}>
                    {counts[band]}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
      </figure>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="chart-table-caption">
        <table className="mastery-table counts">
          <caption id="chart-table-caption">{t('chartTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('skill')}</th>
              {CHART_BANDS.map((band) => (
                <th scope="col" key={band}>{bandName(band)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ skill, counts }) => (
              <tr key={skill.skill}>
                <th scope="row">{skillName(skill)}</th>
                {CHART_BANDS.map((band) => (
                  <td key={band}>{counts[band]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
