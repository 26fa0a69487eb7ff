import { useEffect, useRef, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

/**
 * A video in a modal. The <video> loses its source when the modal closes (so it
 * stops playing and downloading) and gets it back when it opens (spec §2).
 */
export function VideoModal({
  open,
  onClose,
  title,
  src,
  type = 'video/webm',
  captionsSrc,
  captionsLang,
  captionsLabel,
  poster,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  src: string;
  type?: string;
  /** WebVTT captions */
  captionsSrc?: string;
  captionsLang?: string;
  captionsLabel?: string;
  poster?: string;
  /** text shown under the video (a transcript or summary) */
  children?: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (open) {
      if (el.getAttribute('src') !== src) {
        el.setAttribute('src', src);
        el.load();
      }
    } else if (el.hasAttribute('src')) {
      el.pause();
      el.removeAttribute('src');
      el.load();
    }
  }, [open, src]);
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg" className="video-modal">
      <video ref={video} controls playsInline preload="metadata" poster={poster} data-type={type} className="video-modal-video">
        {captionsSrc ? <track kind="captions" src={captionsSrc} srcLang={captionsLang} label={captionsLabel} default /> : null}
      </video>
      {children}
    </Modal>
  );
}
