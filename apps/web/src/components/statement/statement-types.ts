import type { api, call } from '@/lib/api-client';

/**
 * A statement as the API sends it (get_public_invoice_details, GET /api/statement/:token): the
 * public page reads it by token, the tenant's pages one per contract.
 */
export type Statement = Awaited<ReturnType<typeof call<Awaited<ReturnType<(typeof api.statement)[':token']['$get']>>>>>;
export type StatementPayable = Statement['payables'][number];
