/** Route handle: the page title shown by the shell's header and the document title. */
export type RouteHandle = { title?: string };
