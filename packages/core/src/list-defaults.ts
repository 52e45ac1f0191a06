/**
 * A paged list's query when the address has none (decision 080), without zod: the web entry
 * (the page table) keys the server-rendered first page by it and must stay small. The schemas in
 * schemas/list.ts parse `{}` to exactly these (a test holds them equal).
 */
export const DEFAULT_PROPERTY_LIST_QUERY = { page: 1, pageSize: 25, q: null, sort: 'newest' } as const;
