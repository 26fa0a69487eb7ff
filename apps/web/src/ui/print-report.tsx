import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/dates.ts';
import { Button } from './button.tsx';

/**
 * A report that prints (app/global.css's print rules): its page carries `printable` on its root;
 * the site's menus, the buttons and whatever is `no-print` leave the paper, tables print whole,
 * and this header says what and when on the printed page only.
 */
export function PrintHeader({ subject }: { subject: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <p className="print-only print-header">
      {subject} · {t('printedOn', { date: formatDay(new Date().toISOString()) })}
    </p>
  );
}

/** "Print": the browser's print dialog, for the report's print view. */
export function PrintButton() {
  const { t } = useTranslation('ui');
  return (
    <Button variant="secondary" className="no-print" onClick={() => window.print()}>
      {t('print')}
    </Button>
  );
}
