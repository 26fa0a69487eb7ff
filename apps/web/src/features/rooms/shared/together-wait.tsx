import { useEffect, useRef } from 'react';
import type { PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';

/**
 * Together (decision 090), once the child has answered the open question or it has closed: "your
 * answer is in, wait for the next question"; after the close, whether they were right (the right
 * answer itself is on the class's big screen, not here). The heading takes the focus the Check
 * button had, so a keyboard or screen reader is not left on the page's body.
 */
export function TogetherWait({ view, queued }: { view: PlayerView; queued: boolean }) {
  const { t } = useTexts('rooms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [view.round_closed_at]);
  const round = view.round ?? 0;
  const mark = view.answers[String(round)];
  const closed = view.round_closed_at !== null;
  const title = !closed ? t('play.togetherIn') : mark === true ? t('play.togetherRight') : mark === false ? t('play.togetherWrong') : t('play.togetherClosed');
  const last = round + 1 >= view.item_count;
  return (
    <section className="room-card room-waiting" aria-labelledby="together-title" data-testid="together-wait">
      <h1 id="together-title" ref={heading} tabIndex={-1} className={closed && mark === true ? 'feedback-correct pop' : undefined}>
        {title}
      </h1>
      {closed ? <p className="play-score">{t('play.score', { score: view.score })}</p> : null}
      {queued ? <p>{t('play.savedOffline')}</p> : null}
      <p role="status">{last && closed ? t('play.doneWait') : t('play.waitNext')}</p>
    </section>
  );
}
