import DOMPurify from 'isomorphic-dompurify';

/**
 * Template HTML is sanitized on save (DESIGN.md section 4): no scripts, event handlers, frames,
 * forms or styles sheets; {{placeholders}} are text and stay as they are.
 */
export const sanitizeTemplateHtml = (html: string) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'textarea', 'select'],
    FORBID_ATTR: ['srcset'],
  }).trim();
