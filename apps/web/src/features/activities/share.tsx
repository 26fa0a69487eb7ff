import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/** Copy the page link (with a visible confirmation), and the system share sheet where the browser has one. */
export function SharePanel({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('activities');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  }

  return (
    <section aria-labelledby="share-title" className="panel">
      <h2 id="share-title">{t('share.title')}</h2>
      <div className="row">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            {t('share.native')}
          </Button>
        ) : null}
      </div>
      <div role="status" className="share-status">
        {status === 'copied' ? <p className="confirm">{t('share.copied')}</p> : null}
        {status === 'failed' ? (
          <p>
            {t('share.copyFailed')} <code>{url}</code>
          </p>
        ) : null}
      </div>
    </section>
  );
}
