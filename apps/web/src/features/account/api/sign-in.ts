import { useMutation } from '@tanstack/react-query';
import { api, call, forgetHeldAnswers } from '@/lib/api-client';

export type SignInInput = { email: string; password: string };

/** A new session: no answer held for the previous one is offered to the server again (decision 180). */
export async function signIn(input: SignInInput) {
  const result = await call(api.auth['sign-in'].email.$post({ json: input }));
  forgetHeldAnswers();
  return result;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
