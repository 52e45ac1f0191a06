import { useMutation } from '@tanstack/react-query';
import { api, call, forgetHeldAnswers } from '@/lib/api-client';

export type CompleteAccountInput = { token: string; firstName: string; lastName: string; password: string };

/** Completing the account signs in (a new session: nothing held for the previous one, decision 180). */
export async function completeAccount(input: CompleteAccountInput) {
  const result = (await call(api.account.complete.$post({ json: input }))) as { ok: boolean; signedIn: boolean };
  if (result.signedIn) forgetHeldAnswers();
  return result;
}

export function useCompleteAccount() {
  return useMutation({ mutationFn: completeAccount });
}
