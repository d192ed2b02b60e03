import { describe, expect, it } from 'vitest';
import {
  brandColors,
  escapeHtml,
  fillPlaceholders,
  htmlToText,
  linksOf,
  renderMailBody,
  sanitizeHtml,
  subjectFor,
  wrapInLayout,
} from './mail-render.ts';

describe('mail rendering', () => {
  it('When a value holds markup, then the placeholder is filled HTML-escaped', () => {
    const html = fillPlaceholders('<p>Hello {{firstName}}, code {{ code }}</p>', {
      firstName: '<img src=x onerror="alert(1)">',
      code: 123456,
    });
    expect(html).toBe('<p>Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;, code 123456</p>');
  });

  it('When a placeholder has no value, then it becomes empty', () => {
    expect(fillPlaceholders('a{{missing}}b', {})).toBe('ab');
    expect(fillPlaceholders('{{constructor}}', {})).toBe('');
  });

  it('When a template carries scripts or handlers, then sanitising removes them and keeps the rest', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>');
    expect(clean).toBe('<p>Hi<a>x</a></p>');
  });

  it('When a mail body is rendered, then the template is sanitised, values are escaped, and the result equals sanitising it whole', () => {
    const template =
      '<p onclick="x()">Dear {{firstName}},</p><script>alert(1)</script><p><a href="{{link}}">Manage</a> {{comments}}</p>';
    const values = {
      firstName: '<b>Ann</b> "O\'Neil"',
      link: 'https://citylimo.localhost/booking?reference=AB12&x=1',
      comments: '</p><img src=x onerror=alert(1)>',
    };
    const body = renderMailBody(template, values);
    // No tag or handler survives; the markup of values is there only as escaped text.
    expect(body).not.toMatch(/<script|<img|<b>|<[^>]*\son(click|error)=/i);
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('href="https://citylimo.localhost/booking?reference=AB12&amp;x=1"');
    // The same text a browser reads as sanitising the filled template whole.
    expect(htmlToText(body)).toBe(htmlToText(sanitizeHtml(fillPlaceholders(template, values))));
    // Rendering again uses the sanitised template kept from the first time, with the new values.
    expect(renderMailBody(template, { ...values, firstName: 'Bob' })).toContain('Dear Bob,');
  });

  it('When a value would put an active URL scheme in a link, then the filled body is sanitised whole and the link loses it', () => {
    const body = renderMailBody('<p><a href="{{link}}">Open</a></p>', { link: 'javascript:alert(1)' });
    expect(body).toBe('<p><a>Open</a></p>');
    const data = renderMailBody('<p><a href="{{link}}">Open</a></p>', { link: ' DATA:text/html,<script>' });
    expect(data).not.toMatch(/data:/i);
  });

  it('When the site colour is dark or light, then the header text stays readable', () => {
    expect(brandColors('#1B2A41,#C9A227')).toEqual({ accent: '#1B2A41', onAccent: '#FFFFFF' });
    expect(brandColors('#F4E9D8')).toEqual({ accent: '#F4E9D8', onAccent: '#111827' });
    expect(brandColors('not-a-colour').accent).toBe('#009DFF');
  });

  it('When the layout wraps a body, then it shows the escaped title on the first colour', () => {
    const html = wrapInLayout('<p>Body</p>', { title: 'A & B <Cars>', color: '#0B6E4F,#E8F1EE' });
    expect(html).toContain('background:#0B6E4F');
    expect(html).toContain('A &amp; B &lt;Cars&gt;');
    expect(html).toContain('<p>Body</p>');
    expect(html).toContain('&copy; 2025');
  });

  it('When the plain text is made, then links read as text (address) and entities are decoded', () => {
    const body = '<p>Hi &amp; welcome</p><p><a href="https://x.example/?a=1&amp;b=2"><strong>Open</strong></a></p>';
    expect(htmlToText(body)).toBe('Hi & welcome\nOpen (https://x.example/?a=1&b=2)');
    expect(linksOf(body)).toEqual(['https://x.example/?a=1&b=2']);
  });

  it('When a subject is made, then it uses the locale and falls back to English, then the display name', () => {
    expect(subjectFor('ForgotPassword_Template', 'es', 'x', { siteTitle: 'Bay' })).toBe(
      'Restablezca su contraseña de Bay',
    );
    expect(subjectFor('ForgotPassword_Template', 'fr', 'x', { siteTitle: 'Bay' })).toBe('Reset your Bay password');
    expect(subjectFor('Booking_Template', 'en', 'Booking confirmation', {})).toBe('Booking confirmation');
    expect(subjectFor('EmailVerification_Template', 'en', 'x', { siteTitle: 'A\r\nBcc: x' })).toBe(
      'Your A Bcc: x verification code',
    );
  });

  it('When text is escaped, then the five HTML characters are covered', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
