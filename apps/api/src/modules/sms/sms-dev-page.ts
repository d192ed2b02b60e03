/** The dev text-message page (/dev/sms): server-rendered HTML, every value escaped, no scripts. */
import { devOutboxTable, devPage, devTime } from '../../lib/dev-outbox-pages.ts';
import { escapeHtml } from '../mail/mail-render.ts';
import type { SmsMessage } from './sms.service.ts';

export const smsListPage = (texts: SmsMessage[], transport: string) => {
  const rows = texts.map(
    (t) => `<tr>
<td>${escapeHtml(devTime(t.createdOn))} UTC</td>
<td>${escapeHtml(t.to)}</td>
<td><pre>${escapeHtml(t.body)}</pre></td>
<td class="status ${escapeHtml(t.status)}">${escapeHtml(t.status)}${t.attempts > 1 ? ` (${t.attempts} attempts)` : ''}${t.error ? `<br><small>${escapeHtml(t.error)}</small>` : ''}</td>
</tr>`,
  );
  return devPage(
    'Text messages',
    `pre{margin:0;white-space:pre-wrap;font-family:inherit}
.pending,.sending{color:#b45309} .sent,.delivered{color:#047857} .failed,.undelivered,.opted-out{color:#b91c1c}`,
    `<h1>Text messages</h1>
<p class="note">Every text RideDesk wrote to its SMS outbox, newest first (transport: ${escapeHtml(transport)}). Shown outside production only.</p>
${devOutboxTable('Text', rows, 'No texts yet: a site sends them when SmsEnabled is on and the traveller agreed to texts at booking.')}`,
  );
};
