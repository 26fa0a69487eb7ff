import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_SELECTION_MESSAGES } from '@numbloom/domain/content';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { activityPath } from './paths.ts';
import type { ActivitiesData } from './use-activities.ts';

/**
 * Grade, topic and subtopic selects for 'make a worksheet' and 'start a class
 * game'. A worksheet needs all three; a class game needs the grade (spec §5).
 */
export function ActivitySelector({ data }: { data: ActivitiesData }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const [grade, setGrade] = useState('');
  const [topic, setTopic] = useState('');
  const [subtopic, setSubtopic] = useState('');
  const [error, setError] = useState('');

  const topics = data.catalogue.strands.flatMap((s) => s.topics).filter((tp) => !grade || tp.subtopics.some((st) => st.grades.includes(grade)));
  const chosenTopic = topics.find((tp) => tp.key === topic);
  const subtopics = chosenTopic?.subtopics.filter((st) => !grade || st.grades.includes(grade)) ?? [];

  function makeWorksheet(event: FormEvent) {
    event.preventDefault();
    if (!grade || !topic || !subtopic) return setError(ACTIVITY_SELECTION_MESSAGES.gradeTopicSubtopic);
    const sheet = data.episodes.find((e) => e.type === 'worksheet' && e.grade === grade && e.topic === topic && e.subtopic === subtopic);
    if (sheet) void navigate(activityPath(sheet.id));
  }
  function startGame() {
    if (!grade) return setError(ACTIVITY_SELECTION_MESSAGES.grade);
    const strand = chosenTopic ? data.catalogue.strands.find((s) => s.topics.some((tp) => tp.key === chosenTopic.key))?.id : undefined;
    const game =
      data.episodes.find((e) => e.type === 'multiplayer-game' && e.grade === grade && (!strand || e.strand === strand)) ??
      data.episodes.find((e) => e.type === 'multiplayer-game' && e.grade === grade);
    if (game) void navigate(activityPath(game.id));
  }

  return (
    <section className="selector" aria-labelledby="selector-title">
      <h2 id="selector-title">{t('selector.title')}</h2>
      <p>{t('selector.lead')}</p>
      <form onSubmit={makeWorksheet} noValidate>
        <div className="selector-fields">
          <Select
            label={t('selector.grade')}
            value={grade}
            placeholder={t('selector.choose')}
            options={data.grades.map((g) => ({ value: g.code, label: g.translated_name }))}
            onChange={(e) => {
              setGrade(e.target.value);
              setTopic('');
              setSubtopic('');
              setError('');
            }}
          />
          <Select
            label={t('selector.topic')}
            value={topic}
            placeholder={t('selector.choose')}
            options={topics.map((tp) => ({ value: tp.key, label: `${data.strandName(tp.key.split('/')[0]!)}: ${data.topicName(tp.key)}` }))}
            onChange={(e) => {
              setTopic(e.target.value);
              setSubtopic('');
              setError('');
            }}
          />
          <Select
            label={t('selector.subtopic')}
            value={subtopic}
            placeholder={t('selector.choose')}
            // subtopic names are the content's own, in English
            options={subtopics.map((st) => ({ value: st.id, label: st.name }))}
            onChange={(e) => {
              setSubtopic(e.target.value);
              setError('');
            }}
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="selector-actions">
          <Button type="submit">{t('selector.worksheet')}</Button>
          <Button variant="secondary" onClick={startGame}>
            {t('selector.game')}
          </Button>
        </div>
      </form>
    </section>
  );
}
