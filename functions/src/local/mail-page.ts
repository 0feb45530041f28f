import type { ReceivedMail } from './received-mail.ts'

/**
 * The /dev/mail page: plain server-rendered HTML, so it works whatever state the SPA is in. Mail content
 * is untrusted (it may carry user input), so everything is escaped and HTML bodies are never rendered;
 * only http(s) links in the text body become anchors.
 */
export function renderMailPage(mails: ReceivedMail[]): string {
  const body =
    mails.length === 0
      ? '<p class="empty">No mail yet. Mail the console sends shows up here.</p>'
      : mails.map(renderMail).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail sink (${mails.length})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .hint { color: #6b7280; margin: 0 0 1.5rem; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .75rem; }
  dt { color: #6b7280; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: .75rem; margin: 0;
        border-radius: .375rem; font: 14px/1.45 ui-monospace, monospace; }
  a { color: #1d4ed8; }
  .empty { color: #6b7280; font-size: 1.1rem; }
</style>
</head>
<body>
<h1>Mail sink</h1>
<p class="hint">${mails.length} mail(s), newest first, kept in memory until the runner stops.
<a href="">Refresh</a> · <a href="mail.json">JSON</a></p>
${body}
</body>
</html>
`
}

function renderMail(mail: ReceivedMail): string {
  const text = mail.text || (mail.html ? '(HTML only; see mail.json for the HTML body)' : '(empty body)')
  return `<article id="mail-${escapeHtml(mail.id)}">
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Time</dt><dd><time datetime="${escapeHtml(mail.date)}">${escapeHtml(formatTime(mail.date))}</time></dd>
</dl>
<pre>${linkify(text)}</pre>
</article>`
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/** Escapes the text and turns each http(s) URL into a link; trailing punctuation stays text. */
export function linkify(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '')
    const start = match.index ?? 0
    html += escapeHtml(text.slice(last, start))
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`
    last = start + url.length
  }
  return html + escapeHtml(text.slice(last))
}

function formatTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
}
