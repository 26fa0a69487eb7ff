import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { encodeQr, qrPath } from '../../../lib/qr.ts';

/**
 * What a host's screens share, made to be projected (Play with class and the
 * Arena): a full-screen switch, and the code with where to type it and a QR
 * code of the join link, large enough to read from the back of a classroom.
 */

export function FullScreenButton() {
  const { t: th } = useTranslation('host');
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {})
      }
    >
      {full ? th('host.exitFullScreen') : th('host.fullScreen')}
    </Button>
  );
}

/**
 * The code, the page to type it on, and a QR code of that page with the code filled in;
 * `withCode` goes under the address (the join check's number), `children` under the QR code.
 */
export function JoinCode({
  code,
  page,
  withCode,
  children,
}: {
  code: string;
  page: string;
  withCode?: ReactNode;
  children?: ReactNode;
}) {
  const { t: th } = useTranslation('host');
  const address = `${location.origin}${page}`;
  const link = `${address}?code=${code}`;
  const qr = useMemo(() => {
    try {
      return encodeQr(link);
    } catch {
      return null;
    }
  }, [link]);
  return (
    <section className="room-code-panel" aria-labelledby="code-title">
      <h2 id="code-title">{th('host.codeTitle')}</h2>
      <p className="room-code" data-testid="room-code">
        {code}
      </p>
      <p className="room-goto">
        {th('host.goTo')} <strong className="room-address">{address}</strong>
      </p>
      {withCode}
      {qr ? (
        <svg
          className="room-qr"
          viewBox={`0 0 ${qr.size + 8} ${qr.size + 8}`}
          role="img"
          aria-label={th('host.qr', { address: link })}
          shapeRendering="crispEdges"
        >
          <rect width="100%" height="100%" fill="#fff" />
          <path d={qrPath(qr)} fill="#000" />
        </svg>
      ) : null}
      {children}
    </section>
  );
}
