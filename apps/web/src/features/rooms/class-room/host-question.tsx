import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { HostQuestion, HostView, Reveal } from '@numbloom/domain/games-schema';
import { loadCatalogue } from '@numbloom/maths/text';
import type { PlayableItem } from '@numbloom/maths/playable';
import type { Language } from '@numbloom/maths/types';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { initialState, pageCountry, pageLanguage } from '../../../player/engine.ts';
import { ItemVisual, mathsText, questionText } from '../../../player/item-view.tsx';
import { closeRound, hostQuestion, nextRound } from '../shared/api.ts';
import { playerI18n } from '../../../player/player-texts.ts';
import type { Act } from './host-controls.tsx';

/**
 * Together (decision 090): the open question on the class's big screen as
 * the children see it (its text and its picture or model, read only, large
 * enough to read from the back at 1280×720), how many have answered, and
 * once it has closed how the class answered: the right answer, how many were
 * right, each wrong answer with how many gave it. The teacher shows the
 * answer (closes the question) and then opens the next one.
 */
export function TogetherQuestion({ room, busy, act, onRoom }: { room: HostView; busy: boolean; act: Act; onRoom: (r: HostView) => void }) {
  const { t: th } = useTranslation('host');
  const language = pageLanguage();
  const [player, setPlayer] = useState<i18n | null>(null);
  const [question, setQuestion] = useState<HostQuestion | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([playerI18n(language), loadCatalogue(language, pageCountry())]).then(([instance]) => live && setPlayer(instance));
    return () => {
      live = false;
    };
  }, [language]);
  // read again when the question moves on or closes: the class's answers are the server's to count
  useEffect(() => {
    let live = true;
    hostQuestion(room.code).then(
      (q) => live && setQuestion(q),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [room.code, room.round, room.round_closed_at]);

  const round = room.round ?? 0;
  const inGame = room.players.filter((p) => !p.removed);
  const answered = inGame.filter((p) => p.answers[round] !== null && p.answers[round] !== undefined).length;
  const closed = room.round_closed_at !== null;
  const last = round + 1 >= room.item_count;
  const shown = question && question.round === round && player ? question : null;
  return (
    <section className="host-question" aria-labelledby="question-title" data-testid="host-question">
      <div className="host-question-bar">
        <h2 id="question-title">{th('host.together.question', { n: round + 1, total: room.item_count })}</h2>
        <p className="host-question-answered" role="status">
          {th('host.together.answered', { count: answered, total: inGame.length })}
        </p>
      </div>
      {shown ? (
        <I18nextProvider i18n={player!}>
          <QuestionView item={shown.item as unknown as PlayableItem} language={language} />
        </I18nextProvider>
      ) : (
        <Spinner label={th('host.together.question', { n: round + 1, total: room.item_count })} />
      )}
      {closed && shown?.reveal ? <RevealView reveal={shown.reveal} language={language} /> : null}
      <div className="row">
        {!closed ? (
          <Button onClick={() => void act(async () => onRoom(await closeRound(room.code)))} disabled={busy}>
            {th('host.together.showAnswer')}
          </Button>
        ) : !last ? (
          <Button onClick={() => void act(async () => onRoom(await nextRound(room.code)))} disabled={busy}>
            {th('host.next')}
          </Button>
        ) : (
          <p className="hint">{th('host.together.last')}</p>
        )}
      </div>
    </section>
  );
}

/** The question's words and picture, as a child's page draws them, nothing to answer with. */
function QuestionView({ item, language }: { item: PlayableItem; language: Language }) {
  const [state, setState] = useState(() => initialState(item));
  return (
    <div className="host-question-item">
      <p className="host-question-text">{questionText(item, false, language)}</p>
      <ItemVisual item={item} state={state} setState={setState} language={language} disabled />
    </div>
  );
}

/** How the class answered one question: the right answer, how many were right, the wrong answers most common first. */
function RevealView({ reveal, language }: { reveal: Reveal; language: Language }) {
  const { t: th } = useTranslation('host');
  return (
    <div className="host-reveal" data-testid="reveal">
      <p className="host-reveal-answer">
        <span>{th('host.together.rightAnswer')}</span> <strong data-testid="right-answer">{mathsText(reveal.expected, language)}</strong>
      </p>
      <p className="host-reveal-right">{th('host.together.right', { count: reveal.right })}</p>
      {reveal.wrong.length ? (
        <table className="room-scoreboard host-reveal-wrong">
          <caption>{th('host.together.wrongAnswers')}</caption>
          <thead>
            <tr>
              <th scope="col">{th('host.together.answer')}</th>
              <th scope="col">{th('host.together.children')}</th>
            </tr>
          </thead>
          <tbody>
            {reveal.wrong.map((w) => (
              <tr key={w.answer}>
                <th scope="row">
                  <bdi>{mathsText(w.answer, language)}</bdi>
                </th>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{th('host.together.noWrong')}</p>
      )}
      {reveal.no_answer ? <p>{th('host.together.noAnswer', { count: reveal.no_answer })}</p> : null}
    </div>
  );
}
