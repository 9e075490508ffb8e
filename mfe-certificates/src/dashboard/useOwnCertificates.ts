import { useData } from 'shared-ui/data';
import { listOwnCertificates } from '../certificates/api';
import { messageOf, showToast } from '../certificates/notify';

/**
 * The signed-in user's certificates, read afresh on every visit (a reload shows what an admin
 * issued or revoked meanwhile; a visit within the same page load shows the last list while the
 * new one loads). docs/rules.md#errors: a failure shows 'Error loading certificates' with the message.
 */
export function useOwnCertificates(userId: string | undefined) {
  return useData(userId ? ['own-certificates', userId] : null, () => listOwnCertificates(userId ?? ''), {
    onError: (error) => showToast({ color: 'red', title: 'Error loading certificates', message: messageOf(error) }),
  });
}
