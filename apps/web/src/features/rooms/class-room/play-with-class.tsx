import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { pagePath } from '../../../lib/page-path.ts';
import { useMe } from '../../../lib/session.ts';
import { createRoom, hostPath, joinPath, problemOf } from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';

const HOSTS = new Set(['teacher', 'school_leader']);

/**
 * On a multiplayer-game activity: "Play with my class" for a signed-in
 * teacher (opens a room and goes to its host screen); for anyone else, what
 * the game is and a link to log in, and the join page for a child with a code.
 */
export function PlayWithClass({ activityId }: { activityId: string }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const me = useMe();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isHost = !!me.data && HOSTS.has(me.data.user.role);

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const room = await createRoom(activityId);
      await navigate(hostPath(room.code));
    } catch (err) {
      setError(roomProblemText(t, problemOf(err)));
      setBusy(false);
    }
  }

  if (isHost) {
    return (
      <div className="play-with-class">
        <Button onClick={open} disabled={busy}>
          {busy ? th('host.creating') : th('host.create')}
        </Button>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    );
  }
  return (
    <div className="play-with-class">
      {me.isPending ? null : (
        <p>
          <Link to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(location.pathname)}`}>{th('host.loginToHost')}</Link>
        </p>
      )}
      <p>
        {/* the child's pages are their own entry (decision 042): a full page load */}
        <a href={joinPath()}>{th('host.haveCode')}</a>
      </p>
    </div>
  );
}
