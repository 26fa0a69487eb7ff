import { useEffect, useState } from 'react';
import { verificationSentResponseSchema, type VerificationSent } from '@numbloom/domain/onboarding';
import { fetchTokenStatus } from './code-entry.tsx';

const KEY = (flow: string) => `numbloom.verification.${flow}`;

/**
 * The code step survives a reload (the email can take a while, and a phone
 * may reload the tab): the token is kept in this tab's session storage, and on
 * return the server says whether it is still waiting for a code.
 */
export function usePendingVerification(flow: 'signup' | 'trial') {
  const [sent, setSentState] = useState<VerificationSent | null>(null);
  const [checking, setChecking] = useState(() => sessionStorage.getItem(KEY(flow)) !== null);

  useEffect(() => {
    const raw = sessionStorage.getItem(KEY(flow));
    if (!raw) return;
    let live = true;
    const parsed = verificationSentResponseSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      sessionStorage.removeItem(KEY(flow));
      setChecking(false);
      return;
    }
    void fetchTokenStatus(parsed.data.token).then((status) => {
      if (!live) return;
      if (status?.status === 'pending') {
        setSentState({ ...parsed.data, resend_available_at: status.resend_available_at ?? parsed.data.resend_available_at });
      } else {
        sessionStorage.removeItem(KEY(flow));
      }
      setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [flow]);

  const setSent = (value: VerificationSent | null) => {
    if (value) sessionStorage.setItem(KEY(flow), JSON.stringify(value));
    else sessionStorage.removeItem(KEY(flow));
    setSentState(value);
  };
  return { sent, setSent, checking };
}
