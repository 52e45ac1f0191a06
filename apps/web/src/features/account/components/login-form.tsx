import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { paths, REDIRECT_PARAM } from '@casaconti/core/paths';
import type { LoginInput, loginSchema } from '@casaconti/core/schemas/auth';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AlertVariant } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { safeRedirectPath } from '@/lib/session';
import { meQueryOptions } from '../api/get-me';
import { useSignIn } from '../api/sign-in';
import { AuthDivider, AuthLink } from './auth-layout';
import { useAccountForm } from './use-account-form';
import { AccountForm, EmailField } from './account-form';

type Banner = { variant: AlertVariant; message: string };

export const LOGIN_MESSAGES = {
  noUser: 'Login failed. Please try again.',
  profile: 'Failed to load user profile. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  verified: 'Email confermata! Ora puoi accedere.',
  verifyFailed: 'Il link di conferma non è valido o è scaduto.',
  passwordReset: 'Password aggiornata. Accedi con la nuova password.',
  signInToContinue: 'Accedi per continuare: tornerai alla pagina che stavi usando.',
} as const;

/** What the link that brought the user here says (email confirmed, password reset). */
function bannerFromParams(params: URLSearchParams): Banner | null {
  if (params.has('verified')) {
    return params.has('error')
      ? { variant: 'error', message: LOGIN_MESSAGES.verifyFailed }
      : { variant: 'success', message: LOGIN_MESSAGES.verified };
  }
  if (params.get('reset') === '1') return { variant: 'info', message: LOGIN_MESSAGES.passwordReset };
  if (safeRedirectPath(params.get(REDIRECT_PARAM)))
    return { variant: 'info', message: LOGIN_MESSAGES.signInToContinue };
  return null;
}

/** docs/product.md §2 Sign-in: email + password, a dismissible banner, then the redirect screen. */
export function LoginForm() {
  const [params] = useSearchParams();
  const [banner, setBanner] = useState<Banner | null>(() => bannerFromParams(params));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  // The schema loads on first validation: the sign-in page's first load carries no zod.
  const form = useAccountForm<z.input<typeof loginSchema>, LoginInput>(
    () => import('@casaconti/core/schemas/auth').then((m) => m.loginSchema),
    {
      mode: 'onSubmit',
      defaultValues: { email: '', password: '' },
    },
  );
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || signIn.isPending;

  const onSubmit = async (values: LoginInput) => {
    setBanner(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (!result?.user) {
        setBanner({ variant: 'error', message: LOGIN_MESSAGES.noUser });
        return;
      }
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch((err: unknown) => {
        console.warn('profile load after sign-in failed', err);
        return null;
      });
      if (!me) {
        setBanner({ variant: 'error', message: LOGIN_MESSAGES.profile });
        return;
      }
      // Back to the page the session ended on, when it is a path of this site (decision 051).
      navigate(safeRedirectPath(params.get(REDIRECT_PARAM)) ?? paths.dashboard(), { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError)) console.warn('sign-in failed', err);
      setBanner({ variant: 'error', message: err instanceof ApiError ? err.message : LOGIN_MESSAGES.unexpected });
    }
  };

  return (
    <div className="grid gap-5">
      <AccountForm
        onSubmit={form.handleSubmit(onSubmit)}
        alert={banner}
        onDismissAlert={() => setBanner(null)}
        submitLabel="Accedi"
        busy={isBusy}
        busyLabel={ACCOUNT_MESSAGES.signingIn}
      >
        <EmailField registration={form.field('email')} error={errors.email?.message} disabled={isBusy} />
        <div className="grid gap-2">
          <Field label="Password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              required
              disabled={isBusy}
              {...form.field('password')}
            />
          </Field>
          <AuthLink to={paths.forgotPassword()} className="justify-self-end text-sm">
            Hai dimenticato la password?
          </AuthLink>
        </div>
      </AccountForm>
      <AuthDivider>Non sei ancora registrato?</AuthDivider>
      <Button variant="outline" size="lg" className="w-full" asChild>
        <Link to={paths.registerLandlord()}>Crea un account</Link>
      </Button>
    </div>
  );
}
