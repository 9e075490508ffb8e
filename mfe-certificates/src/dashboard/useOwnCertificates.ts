import { useCallback, useEffect, useState } from 'react';
import { listOwnCertificates } from '../certificates/api';
import type { CertificateRecord } from '../certificates/model';
import { messageOf, showToast } from '../certificates/notify';

export type OwnCertificates =
  | { status: 'loading' }
  | { status: 'loaded'; certificates: CertificateRecord[] }
  | { status: 'failed'; message: string };

/**
 * The signed-in user's certificates, read afresh on every visit (a reload shows what an admin
 * issued or revoked meanwhile). Spec §8: a failure shows 'Error loading certificates' with the
 * message.
 */
export function useOwnCertificates(userId: string | undefined) {
  const [state, setState] = useState<OwnCertificates>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    listOwnCertificates(userId).then(
      (certificates) => {
        if (current) setState({ status: 'loaded', certificates });
      },
      (error: unknown) => {
        if (!current) return;
        const message = messageOf(error);
        setState({ status: 'failed', message });
        showToast({ color: 'red', title: 'Error loading certificates', message });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
