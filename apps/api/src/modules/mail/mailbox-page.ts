/** The dev mailbox pages: server-rendered HTML, every value escaped, no scripts. */

import { devOutboxTable, devPage, devTime } from '../../lib/dev-outbox-pages.ts';
import type { MailboxMessage } from './mail.service.ts';
import { escapeHtml } from './mail-render.ts';

const page = (title: string, body: string) =>
  devPage(
    title,
    `.pending{color:#b45309} .sent{color:#047857} .failed{color:#b91c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px 16px;border:1px solid #e4e7eb}
dt{font-weight:bold} dd{margin:0} section{margin-top:16px} pre{white-space:pre-wrap;background:#fff;border:1px solid #e4e7eb;padding:12px}
.mail{background:#fff;border:1px solid #e4e7eb}`,
    body,
  );

export const mailboxListPage = (messages: MailboxMessage[], transport: string) => {
  const rows = messages.map(
    (m) => `<tr>
<td>${escapeHtml(devTime(m.createdOn))} UTC</td>
<td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td class="status ${escapeHtml(m.status)}">${escapeHtml(m.status)}${m.attempts ? ` (${m.attempts} attempts)` : ''}</td>
</tr>`,
  );
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>
<p class="note">Every message RideDesk wrote to its outbox, newest first (transport: ${escapeHtml(transport)}). Shown outside production only.</p>
${devOutboxTable('Subject', rows, 'No messages yet.')}`,
  );
};

export const mailboxMessagePage = (m: MailboxMessage) =>
  page(
    m.subject,
    `<p><a href="/dev/mailbox">&larr; Mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Time</dt><dd>${escapeHtml(devTime(m.createdOn))} UTC</dd>
<dt>Status</dt><dd class="status ${escapeHtml(m.status)}">${escapeHtml(m.status)}${m.sentAt ? ` at ${escapeHtml(devTime(m.sentAt))} UTC` : ''}</dd>
<dt>Template</dt><dd>${escapeHtml(m.template ?? '')}</dd>
${m.lastError ? `<dt>Last error</dt><dd>${escapeHtml(m.lastError)}</dd>` : ''}
</dl>
<section class="mail" aria-label="Message">${m.html.replace(/^[\s\S]*<body[^>]*>/i, '').replace(/<\/body>[\s\S]*$/i, '')}</section>
<section><h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre></section>`,
  );
