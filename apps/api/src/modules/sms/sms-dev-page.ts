/** The dev text-message page (/dev/sms): server-rendered HTML, every value escaped, no scripts. */
import type { SmsMessage } from './sms.service.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const time = (value: Date | string | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '';

export const smsListPage = (texts: SmsMessage[], transport: string) => {
  const rows = texts
    .map(
      (t) => `<tr>
<td>${escapeHtml(time(t.createdOn))} UTC</td>
<td>${escapeHtml(t.to)}</td>
<td><pre>${escapeHtml(t.body)}</pre></td>
<td class="status ${escapeHtml(t.status)}">${escapeHtml(t.status)}${t.attempts > 1 ? ` (${t.attempts} attempts)` : ''}${t.error ? `<br><small>${escapeHtml(t.error)}</small>` : ''}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Text messages</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f9fafb}
h1{font-size:22px;margin:0 0 4px} p.note{color:#52606d;margin:0 0 16px}
table{border-collapse:collapse;width:100%;background:#fff} th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e7eb;font-size:14px;vertical-align:top}
th{background:#f1f5f9} pre{margin:0;white-space:pre-wrap;font-family:inherit} .status{font-weight:bold}
.pending,.sending{color:#b45309} .sent,.delivered{color:#047857} .failed,.undelivered,.opted-out{color:#b91c1c}
</style></head><body>
<h1>Text messages</h1>
<p class="note">Every text RideDesk wrote to its SMS outbox, newest first (transport: ${escapeHtml(transport)}). Shown outside production only.</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Text</th><th scope="col">Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No texts yet: a site sends them when SmsEnabled is on and the traveller agreed to texts at booking.</td></tr>'}</tbody></table>
</body></html>`;
};
