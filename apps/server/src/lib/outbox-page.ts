/**
 * The local outbox as a small readable page (README, decision 059): newest first, each message's
 * subject, recipient, date (Europe/Rome) and text with its links clickable. Everything from a
 * message is HTML-escaped; only http(s) URLs become links. No script, so the API's CSP holds.
 */
type OutboxEntry = {
  id?: string;
  to: string;
  subject: string;
  text: string;
  hasHtml?: boolean;
  attachments?: readonly { filename: string; contentType: string; size: number }[];
  createdAt: Date | string;
};

/** The links under a message: its HTML version and its attachments (decision 078). */
function extras(m: OutboxEntry): string {
  if (!m.id) return '';
  const id = encodeURIComponent(m.id);
  const links = [
    ...(m.hasHtml ? [`<a href="outbox/${id}/html">Versione HTML</a>`] : []),
    ...(m.attachments ?? []).map(
      (a, i) =>
        `Allegato: <a href="outbox/${id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${Math.ceil(a.size / 1024)} kB)`,
    ),
  ];
  return links.length ? `<p class="extras">${links.join(' · ')}</p>` : '';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The text escaped, with every http(s) URL in it an <a>. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's closing punctuation is not part of the link.
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1c2430}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
.lead{color:#4a5563;margin:0 0 1.5rem}
article{background:#fff;border:1px solid #d9dde3;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
h2{font-size:1.05rem;margin:0 0 .5rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .75rem;margin:0 0 .75rem;color:#4a5563;font-size:.9rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0;border-top:1px solid #eceef1;padding-top:.75rem}
a{color:#0b5cad}
.extras{margin:.75rem 0 0;font-size:.9rem;overflow-wrap:anywhere}
`;

export function renderOutboxPage(messages: readonly OutboxEntry[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>A</dt><dd>${escapeHtml(m.to)}</dd><dt>Data</dt><dd><time datetime="${escapeHtml(new Date(m.createdAt).toISOString())}">${escapeHtml(dateFormat.format(new Date(m.createdAt)))}</time></dd></dl>
<pre>${linkify(m.text)}</pre>
${extras(m)}</article>`,
    )
    .join('\n');
  const body = messages.length === 0 ? '<p>Nessun messaggio.</p>' : items;
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Posta in uscita · CasaConti</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Posta in uscita</h1>
<p class="lead">Le email che CasaConti avrebbe spedito (senza SMTP), dalla più recente; gli ultimi 50 messaggi. In formato JSON: <a href="?format=json">?format=json</a>.</p>
${body}
</main>
</body>
</html>
`;
}
