import { describe, expect, it } from 'vitest';
import { smsLength, smsPlainText } from './sms-text.ts';
import { previewText } from './template-preview.ts';

describe('the length of a text message', () => {
  it('When a text is up to 160 characters, then it is one message; one more makes two', () => {
    expect(smsLength('')).toEqual({ characters: 0, messages: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, messages: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ characters: 161, messages: 2 });
    expect(smsLength('a'.repeat(321))).toEqual({ characters: 321, messages: 3 });
  });

  it('When a text has an emoji or an accent, then each counts as one character', () => {
    expect(smsLength('Llegó 🚗').characters).toBe(7);
  });
});

describe('a text template kept as HTML', () => {
  it('When a site saved a text through the rich-text editor, then its paragraphs become lines and the markup goes', () => {
    expect(smsPlainText('<p>Hi {{firstName}},</p><p>your ride &amp; <strong>car</strong></p>')).toBe(
      'Hi {{firstName}},\nyour ride & car',
    );
    expect(smsPlainText('Plain {{trackLink}} <3')).toBe('Plain {{trackLink}} <3');
  });

  it('When a text is previewed, then its placeholders take examples and the site title, left as plain text', () => {
    expect(
      previewText('{{siteTitle}}: {{flightLabel}} <{{trackLink}}> {{unknown}}', {
        siteTitle: 'A&B',
        providerName: 'A&B',
      }),
    ).toBe('A&B: UA 1234 <https://citylimo.example/track/k7Qm2xWp> {{unknown}}');
  });
});
