import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

/** A message box: errors are announced at once (role="alert"), success and info politely (role="status"). */
export function Alert({ tone = 'info', title, children, id }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`alert alert-${tone}`}>
      {title ? <p className="alert-title">{title}</p> : null}
      {children}
    </div>
  );
}
