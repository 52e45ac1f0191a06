import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';

/** Emails the statement link to the tenant's address on the contract (with a cooldown). */
export function sendShareLink(id: string) {
  return call(api.contracts[':id']['share-link'].email.$post({ param: { id } }));
}

export function useSendShareLink(id: string) {
  return useMutation({ mutationFn: () => sendShareLink(id) });
}
