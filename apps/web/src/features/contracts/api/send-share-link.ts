import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/**
 * Emails the statement link to the tenant's address on the contract (with a cooldown). The same
 * `idempotencyKey` again answers the email already sent and sends nothing (decision 162).
 */
export function sendShareLink(id: string, idempotencyKey: string) {
  return call(api.contracts[':id']['share-link'].email.$post({ param: { id }, json: { idempotencyKey } }));
}

export function useSendShareLink(id: string) {
  return useMutation({ mutationFn: (idempotencyKey: string) => sendShareLink(id, idempotencyKey) });
}
