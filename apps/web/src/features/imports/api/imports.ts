import type { ImportMapping } from '@casaconti/core/portfolio-import';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api-client';
import { importPreviewQueryKey, importQueryKey } from '@/lib/query-keys';

/** Where the template and the export are downloaded (plain links: the browser saves the file). */
export const IMPORT_TEMPLATE_URL = '/api/imports/template';
export const PORTFOLIO_EXPORT_URL = '/api/imports/export';

/** The page polls a running import this often (rows read, created, errors). */
const RUNNING_POLL_MS = 1000;

/** An import as the server answers it (status, progress, header, mapping, created contracts). */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importQueryKey(id ?? ''),
    queryFn: () => call(api.imports[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_POLL_MS : false),
  });
}

export type PortfolioImport = NonNullable<ReturnType<typeof useImport>['data']>;

/** The preview of an import whose mapping is chosen. */
export function useImportPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: importPreviewQueryKey(id),
    queryFn: () => call(api.imports[':id'].preview.$get({ param: { id } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Sends the file itself as the body (up to 5 MB): the server decodes XLSX or CSV. */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) =>
      call(
        api.imports.$post(
          { query: { file_name: file.name } },
          { init: { body: file, headers: { 'content-type': 'application/octet-stream' } } },
        ),
      ),
  });
}

export function useSetImportMapping(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      call(api.imports[':id'].mapping.$put({ param: { id }, json: { mapping: mapping as Record<string, number> } })),
    onSuccess: (preview) => qc.setQueryData(importPreviewQueryKey(id), preview),
  });
}

export function useConfirmImport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.imports[':id'].confirm.$post({ param: { id } })),
    onSuccess: (view) => qc.setQueryData(importQueryKey(id), view),
  });
}

/** 'Invita tutti gli inquilini': within the hourly limits; the answer says how many are left. */
export function useInviteImportedTenants(id: string) {
  return useMutation({
    mutationFn: () => call(api.imports[':id'].invitations.$post({ param: { id } })),
  });
}

/** One tenant: the contract's own 'Reinvia invito'. */
export function useInviteOneTenant() {
  return useMutation({
    mutationFn: (contractId: string) => call(api.contracts[':id'].invitation.$post({ param: { id: contractId } })),
  });
}
