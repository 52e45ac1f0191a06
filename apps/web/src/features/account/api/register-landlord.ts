import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerLandlordSchema } from '@casaconti/core/schemas/auth';
import { api, call } from '@/lib/api-client';

export function registerLandlord(input: z.input<typeof registerLandlordSchema>) {
  return call(api.account['register-landlord'].$post({ json: input }));
}

export function useRegisterLandlord() {
  return useMutation({ mutationFn: registerLandlord });
}
