/**
 * An email written once as blocks (decision 078): its plain text comes from here (the same words
 * and links the emails had before they had HTML), its HTML from ./email-layout.tsx. No React
 * here, so the templates (./emails.ts) load without it.
 */

/** A part of a paragraph: words, or a link shown as its URL. */
export type EmailInline = string | { url: string };
/**
 * A paragraph ('\n' breaks a line), or a link to follow: a button in the HTML with the address
 * beneath it, the bare URL on its own line in the text.
 */
export type EmailBlock =
  | { kind: 'p'; parts: EmailInline[] }
  | { kind: 'button'; url: string; label: string }
  /** An image attached inline (its attachment's `cid`): HTML only, the text has its words beside it. */
  | { kind: 'image'; cid: string; alt: string; size: number };

export const p = (...parts: EmailInline[]): EmailBlock => ({ kind: 'p', parts });
export const url = (href: string): EmailInline => ({ url: href });
export const button = (href: string, label: string): EmailBlock => ({ kind: 'button', url: href, label });
export const image = (cid: string, alt: string, size: number): EmailBlock => ({ kind: 'image', cid, alt, size });

export const SIGNATURE = '— CasaConti';

function blockText(block: EmailBlock): string | null {
  if (block.kind === 'button') return block.url;
  if (block.kind === 'image') return null;
  return block.parts.map((part) => (typeof part === 'string' ? part : part.url)).join('');
}

/** The plain-text alternative: blocks separated by a blank line, then the signature. */
export function emailText(blocks: readonly EmailBlock[]): string {
  return [...blocks.map(blockText).filter((t): t is string => t !== null), SIGNATURE].join('\n\n');
}
