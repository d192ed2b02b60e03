/**
 * What the dev outbox pages share (outside production, loopback only: plugins/dev-only.ts): the
 * mailbox (/dev/mailbox) and the text messages (/dev/sms) list an outbox newest first, as
 * server-rendered HTML with every value escaped and no scripts, and answer its rows as JSON.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../modules/mail/mail-render.ts';
import { results } from './results.ts';

/**
 * An outbox's two list routes: `GET /api/dev/<name>?to=&limit=` answers its rows as JSON (the
 * recipient up to `toMax` characters, 200 rows unless asked, at most 500) and `GET /dev/<name>`
 * its newest 500 as a page.
 */
export const devOutboxListRoutes = <Row>(
  app: FastifyInstance,
  outbox: {
    name: string;
    toMax: number;
    list: (opts: { to?: string; limit: number }) => Promise<Row[]>;
    page: (rows: Row[]) => string;
  },
) => {
  const query = z.object({
    to: z.string().trim().max(outbox.toMax).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`/api/dev/${outbox.name}`, { schema: { tags: ['dev'], querystring: query } }, async (req) =>
      results(await outbox.list({ to: req.query.to || undefined, limit: req.query.limit })),
    );
  app.get(`/dev/${outbox.name}`, { schema: { hide: true } }, async (_req, reply) =>
    sendDevPage(reply, outbox.page(await outbox.list({ limit: 500 }))),
  );
};

/** Sends a dev page as HTML that no cache keeps. */
export const sendDevPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** An instant as 'YYYY-MM-DD hh:mm:ss' (UTC); empty when there is none. */
export const devTime = (value: Date | string | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 19) : '';

/** A whole page: the shared styles of the heading, note and table, then the page's own. */
export const devPage = (title: string, styles: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f9fafb}
h1{font-size:22px;margin:0 0 4px} p.note{color:#52606d;margin:0 0 16px}
table{border-collapse:collapse;width:100%;background:#fff} th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e7eb;font-size:14px;vertical-align:top}
th{background:#f1f5f9} .status{font-weight:bold}
${styles}
</style></head><body>${body}</body></html>`;

/** The list's table: its time, recipient, content and status columns, or `empty` in one row. */
export const devOutboxTable = (contentHeading: string, rows: string[], empty: string) =>
  `<table><thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">${contentHeading}</th><th scope="col">Status</th></tr></thead>
<tbody>${rows.join('\n') || `<tr><td colspan="4">${empty}</td></tr>`}</tbody></table>`;
