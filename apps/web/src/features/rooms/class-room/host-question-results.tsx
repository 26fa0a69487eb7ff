import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '@numbloom/domain/games-schema';
import { pageLanguage } from '../../../player/engine.ts';
import { mathsText } from '../../../player/item-view.tsx';

/** How many wrong answers a question's line names: the ones worth talking about. */
const COMMON_WRONG = 3;

/**
 * Together (decision 090), after the end: each question the class met, in
 * order, with its right answer, how many of those who answered were right,
 * and its most common wrong answers with how many gave each.
 */
export function QuestionResults({ questions }: { questions: QuestionResult[] }) {
  const { t: th } = useTranslation('host');
  const language = pageLanguage();
  if (questions.length === 0) return null;
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="question-results-title">
      <table className="room-scoreboard host-question-results" data-testid="question-results">
        <caption id="question-results-title">{th('host.together.resultsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{th('host.together.questionCol')}</th>
            <th scope="col">{th('host.together.rightAnswer')}</th>
            <th scope="col">{th('host.together.rightCol')}</th>
            <th scope="col">{th('host.together.commonWrong')}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q.round}>
              <th scope="row">
                <span className="visually-hidden">{th('host.together.question', { n: q.round + 1, total: questions.length })}: </span>
                <span aria-hidden="true">{q.round + 1}. </span>
                {mathsText(q.text, language)}
              </th>
              <td>{mathsText(q.expected, language)}</td>
              <td>{`${q.right} / ${q.answered}`}</td>
              <td>
                {q.wrong.length ? (
                  <ul className="plain">
                    {q.wrong.slice(0, COMMON_WRONG).map((w) => (
                      <li key={w.answer}>
                        <bdi>{mathsText(w.answer, language)}</bdi> ({w.count})
                      </li>
                    ))}
                  </ul>
                ) : (
                  th('host.together.noWrong')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
