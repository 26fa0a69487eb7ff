import { useTranslation } from 'react-i18next';
import type { HostPlayer } from '@numbloom/domain/games-schema';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { WithName } from '../../../ui/lang.tsx';

/**
 * "Take Mia out?", asked on every host screen before a child leaves the game: taking out is final for
 * the child's seat, so a slip of the teacher's finger must not do it. `takeOut` does it; `close` keeps
 * the child in.
 */
export function TakeOutDialog({ child, close, takeOut, busy = false }: { child: HostPlayer | null; close: () => void; takeOut: (child: HostPlayer) => void; busy?: boolean }) {
  const { t: th } = useTranslation('host');
  return (
    <Modal open={child !== null} onClose={close} title={<WithName text={(nickname) => th('host.removeTitle', { nickname })} name={child?.nickname ?? ''} />} description={th('host.removeText')} size="sm">
      <div className="row">
        <Button
          disabled={busy}
          onClick={() => {
            const taken = child!;
            close();
            takeOut(taken);
          }}
        >
          <WithName text={(nickname) => th('host.removeConfirm', { nickname })} name={child?.nickname ?? ''} />
        </Button>
        <Button variant="secondary" onClick={close}>
          {th('host.deleteCancel')}
        </Button>
      </div>
    </Modal>
  );
}
