// The outbox page: every mail the auth server "sent", newest first, with its link to click.
import type { OutboxMessage } from '../types.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderOutboxPage(messages: OutboxMessage[], to: string | null): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.to)}</td>
  <td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>
  <td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td>
  <td><a class="link" href="${escapeHtml(m.link)}">Open link</a></td>
  <td><code>${escapeHtml(m.otp)}</code></td>
</tr>`,
    )
    .join('\n');
  return page(
    'Mail outbox',
    `<h1>Mail outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<form method="get" action="/"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}"></label>
<button>Filter</button></form>
${
  messages.length === 0
    ? '<p>No messages yet.</p>'
    : `<table>
<thead><tr><th>To</th><th>Subject</th><th>Sent (UTC)</th><th>Link</th><th>Code</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
<form method="post" action="/clear"><button>Delete all messages</button></form>`,
  );
}

export function renderMessagePage(m: OutboxMessage): string {
  return page(
    m.subject,
    `<p><a href="/">&larr; All messages</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Sent (UTC)</dt><dd>${escapeHtml(m.createdAt)}</dd>
<dt>Link</dt><dd><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></dd>
<dt>Code</dt><dd><code>${escapeHtml(m.otp)}</code></dd></dl>
<iframe title="Message body" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>
<pre>${escapeHtml(m.text)}</pre>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · local-supabase</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
iframe{width:100%;height:24rem;border:1px solid #ddd}
</style></head><body>
${body}
</body></html>`;
}
