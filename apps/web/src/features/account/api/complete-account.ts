import { useMutation } from '@tanstack/react-query';
import { api, call, forgetHeldAnswers } from '@/lib/api-client';
import { invitationQueryKey } from '@/lib/query-keys';

export type CompleteAccountInput = { token: string; firstName: string; lastName: string; password: string };

/** Completing the account signs in (a new session: nothing held for the previous one, decision 180). */
export async function completeAccount(input: CompleteAccountInput) {
  const result = (await call(api.account.complete.$post({ json: input }))) as { ok: boolean; signedIn: boolean };
  if (result.signedIn) forgetHeldAnswers();
  return result;
}

export function useCompleteAccount() {
  // The link is single use: its invitation, on screen, is not asked for again (a 404).
  return useMutation({
    mutationFn: completeAccount,
    meta: { deletes: ({ token }: CompleteAccountInput) => [invitationQueryKey(token)] },
  });
}
