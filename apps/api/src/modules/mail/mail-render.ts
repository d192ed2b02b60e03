/** Turning a content template into a branded e-mail: placeholders, sanitising, layout, plain text. */
import { COPYRIGHT_YEAR, DEFAULT_COLOR } from '@ridedesk/domain/shared/constants';
import DOMPurify from 'isomorphic-dompurify';
import { LRUCache } from 'lru-cache';
import { MAIL_SUBJECTS } from './mail-subjects.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export type MailValues = Record<string, string | number>;

/** Values of one mail: fixed, or worked out in the language the template is rendered in. */
export type MailValuesFor = MailValues | ((locale: string) => MailValues);

export const valuesIn = (values: MailValuesFor, locale: string): MailValues =>
  typeof values === 'function' ? values(locale) : values;

/** Fills {{name}} placeholders with HTML-escaped values; an unknown placeholder becomes empty. */
export const fillPlaceholders = (template: string, values: MailValues, encode: (v: string) => string = escapeHtml) =>
  template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, key: string) =>
    Object.hasOwn(values, key) ? encode(String(values[key])) : '',
  );

export const subjectFor = (template: string, locale: string, displayName: string, values: MailValues) => {
  const own = MAIL_SUBJECTS[template];
  // A template without a subject of its own (a future one) still names the company.
  const pattern = own
    ? (own[locale as 'en' | 'es'] ?? own.en)
    : values.siteTitle
      ? `${displayName} - {{siteTitle}}`
      : displayName;
  return fillPlaceholders(pattern, values, (v) => v.replace(/[\r\n]+/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
};

/** Template HTML is sanitised on render too (DESIGN.md section 4): no scripts, no handlers. */
export const sanitizeHtml = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'], FORBID_ATTR: ['srcset'] });

/** Templates already sanitised, by their HTML (a site's few templates per language). */
const sanitizedTemplates = new LRUCache<string, string>({ max: 500 });

/** A URL scheme that runs or embeds content: only a value can bring one after the template was sanitised. */
const ACTIVE_SCHEME = /(?:javascript|vbscript|data)\s*:/i;

/**
 * A mail body: the template sanitised (once per template: building a DOM costs milliseconds, and
 * this runs on every booking), then filled with HTML-escaped values. Escaped values cannot open a
 * tag nor leave a quoted attribute (the sanitiser writes every attribute quoted), so the filled
 * body is as clean as sanitising it whole, but for a value that puts an active URL scheme in an
 * href: when one appears anywhere, the filled body is sanitised whole as well.
 */
export const renderMailBody = (template: string, values: MailValues) => {
  let safe = sanitizedTemplates.get(template);
  if (safe === undefined) {
    safe = sanitizeHtml(template);
    sanitizedTemplates.set(template, safe);
  }
  const filled = fillPlaceholders(safe, values);
  return ACTIVE_SCHEME.test(filled) ? sanitizeHtml(filled) : filled;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The site's first colour (header and footer), and a readable text colour on it. */
export const brandColors = (color: string | null | undefined) => {
  const first = (color ?? '').split(',')[0]?.trim() ?? '';
  const accent = HEX.test(first) ? first.toUpperCase() : DEFAULT_COLOR;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(accent.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return { accent, onAccent: luminance > 0.45 ? '#111827' : '#FFFFFF' };
};

/** A simple branded layout: the site title on its colour, the body, a footer. */
export const wrapInLayout = (body: string, site: { title: string; color: string | null; lang?: string }) => {
  const { accent, onAccent } = brandColors(site.color);
  const title = escapeHtml(site.title);
  return `<!doctype html>
<html lang="${site.lang === 'es' ? 'es' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#F3F4F6;font-family:Arial,Helvetica,sans-serif;color:#1F2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F3F4F6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#FFFFFF;border-radius:8px;overflow:hidden;">
<tr><td style="background:${accent};color:${onAccent};padding:20px 24px;font-size:20px;font-weight:bold;">${title}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;">${body}</td></tr>
<tr><td style="background:${accent};color:${onAccent};padding:12px 24px;font-size:12px;">&copy; ${COPYRIGHT_YEAR} ${title}</td></tr>
</table></td></tr></table>
</body></html>`;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', copy: '©' };

/** The plain-text part: links as "text (address)", paragraphs on their own lines. */
export const htmlToText = (html: string) =>
  html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|copy);/g, (_, e: string) => ENTITIES[e])
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The links of a rendered body (the dev mailbox lists them for people and browser tests). */
export const linksOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => m[1].replace(/&amp;/g, '&'));
