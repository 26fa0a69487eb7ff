import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_COMMENT_MAX } from '@numbloom/domain/content';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { apiPost } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { TextArea } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { feedbackGiven, rememberFeedback, type FeedbackFlag } from './feedback-store.ts';
import { useMessageText } from './messages.ts';

/**
 * Like or dislike with a comment, sent to POST /api/v2/episodes/guest-feedback/
 * without auth, once per episode per session (spec §3, §7).
 */
export function FeedbackForm({ episodeId }: { episodeId: string }) {
  const { t } = useTranslation('activities');
  const say = useMessageText();
  const [sent, setSent] = useState<FeedbackFlag | undefined>(() => feedbackGiven(episodeId));
  const [choice, setChoice] = useState<FeedbackFlag | undefined>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setError(t('feedback.chooseFirst'));
    setBusy(true);
    setError('');
    try {
      const res = await apiPost<{ user_message?: string; error_id?: string }>(
        '/api/v2/episodes/guest-feedback/',
        { episode_id: episodeId, liked: choice === 'like', comment: comment.trim() },
        { auth: false },
      );
      if ((res.status >= 200 && res.status < 300) || res.status === 409) {
        rememberFeedback(episodeId, choice);
        setSent(choice);
      } else {
        setError(say(res.data?.user_message ?? MESSAGES.submissionError, res.data?.error_id));
      }
    } catch (err) {
      setError(say(err instanceof Error ? err.message : MESSAGES.submissionError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="feedback-title" className="panel">
      <h2 id="feedback-title">{t('feedback.title')}</h2>
      {sent ? (
        <Alert tone="success">{t('feedback.thanks')}</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <div className="row" role="group" aria-label={t('feedback.title')}>
            {(['like', 'dislike'] as const).map((flag) => (
              <Button key={flag} variant={choice === flag ? 'primary' : 'secondary'} aria-pressed={choice === flag} onClick={() => setChoice(flag)}>
                <span aria-hidden="true">{flag === 'like' ? '👍' : '👎'}</span> {t(`feedback.${flag}`)}
              </Button>
            ))}
          </div>
          <TextArea
            label={t('feedback.comment')}
            hint={t('feedback.commentHint', { count: FEEDBACK_COMMENT_MAX })}
            optional
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" disabled={busy}>
            {t('feedback.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
