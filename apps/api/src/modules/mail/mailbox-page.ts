/** The dev mailbox pages: server-rendered HTML, every value escaped, no scripts. */

import type { MailboxMessage } from './mail.service.ts';
import { escapeHtml } from './mail-render.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f9fafb}
h1{font-size:22px;margin:0 0 4px} p.note{color:#52606d;margin:0 0 16px}
table{border-collapse:collapse;width:100%;background:#fff} th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e7eb;font-size:14px;vertical-align:top}
th{background:#f1f5f9} .status{font-weight:bold} .pending{color:#b45309} .sent{color:#047857} .failed{color:#b91c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px 16px;border:1px solid #e4e7eb}
dt{font-weight:bold} dd{margin:0} section{margin-top:16px} pre{white-space:pre-wrap;background:#fff;border:1px solid #e4e7eb;padding:12px}
.mail{background:#fff;border:1px solid #e4e7eb}
</style></head><body>${body}</body></html>`;

const time = (value: Date | string | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '';

export const mailboxListPage = (messages: MailboxMessage[], transport: string) => {
  const rows = messages
    .map(
      (m) => `<tr>
<td>${escapeHtml(time(m.createdOn))} UTC</td>
<td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td class="status ${escapeHtml(m.status)}">${escapeHtml(m.status)}${m.attempts ? ` (${m.attempts} attempts)` : ''}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>
<p class="note">Every message RideDesk wrote to its outbox, newest first (transport: ${escapeHtml(transport)}). Shown outside production only.</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
  );
};

export const mailboxMessagePage = (m: MailboxMessage) =>
  page(
    m.subject,
    `<p><a href="/dev/mailbox">&larr; Mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Time</dt><dd>${escapeHtml(time(m.createdOn))} UTC</dd>
<dt>Status</dt><dd class="status ${escapeHtml(m.status)}">${escapeHtml(m.status)}${m.sentAt ? ` at ${escapeHtml(time(m.sentAt))} UTC` : ''}</dd>
<dt>Template</dt><dd>${escapeHtml(m.template ?? '')}</dd>
${m.lastError ? `<dt>Last error</dt><dd>${escapeHtml(m.lastError)}</dd>` : ''}
</dl>
<section class="mail" aria-label="Message">${m.html.replace(/^[\s\S]*<body[^>]*>/i, '').replace(/<\/body>[\s\S]*$/i, '')}</section>
<section><h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre></section>`,
  );
