import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of
 * the page inert and traps focus; Escape, the close button and a click on the
 * backdrop all call onClose; focus goes back to what had it before opening.
 * The content stays mounted while closed (a video keeps its element).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  description,
  initialFocusRef,
  className,
  size = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** short text read with the title when the dialog opens */
  description?: ReactNode;
  /** element to focus on open (default: the first focusable element, as the browser chooses) */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires "cancel": let the owner decide, so its state stays the truth.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={['modal', `modal-${size}`, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={() => onCloseRef.current()} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal-description">
            {description}
          </p>
        ) : null}
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}
