import { createContext, useContext } from 'react';

/**
 * The request's Cookie header while the server renders a page (src/prerender.tsx, decision 030);
 * null in the browser, where `document.cookie` is read instead. Lets a component that starts from
 * a cookie (the sidebar's open state) render the same HTML on the server as on hydration.
 */
export const RequestCookieContext = createContext<string | null>(null);

/** The cookies of this page's request: the request's header on the server, document.cookie in the browser. */
export function useRequestCookie(): string {
  return useContext(RequestCookieContext) ?? globalThis.document?.cookie ?? '';
}
