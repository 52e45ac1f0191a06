import type { Context } from 'hono';

/** A rendered document as the answer: a PDF shown inline under `fileName`, never cached (it holds personal data). */
export function pdfResponse(c: Context, pdf: Uint8Array, fileName: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
