import type { UploadPurpose } from '@casaconti/core/constants';
import { api, call } from '@/lib/api-client';

export type CreateUploadUrlInput = {
  file_name: string;
  file_type: string;
  file_size: number;
  purpose: UploadPurpose;
};

/** create-upload-url: a signed, single-use slot to PUT the file into (docs/domain.md §11). */
export function createUploadUrl(input: CreateUploadUrlInput) {
  return call(api.uploads.$post({ json: input }));
}
