import { describe, expect, it } from 'vitest';
import { smsLength, smsPlainText } from './sms-text.ts';
import { previewText } from './template-preview.ts';

describe('the length of a text message', () => {
  it('When a text is in the GSM alphabet, then 160 characters go in one message and 153 a part once split', () => {
    expect(smsLength('')).toMatchObject({ characters: 0, messages: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, messages: 1, encoding: 'gsm' });
    expect(smsLength('a'.repeat(161))).toEqual({ characters: 161, messages: 2, encoding: 'gsm' });
    expect(smsLength('a'.repeat(306))).toMatchObject({ messages: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ messages: 3 });
  });

  it('When a text has an extension character, then it counts twice', () => {
    expect(smsLength(`${'a'.repeat(158)}€`)).toMatchObject({ characters: 159, messages: 1 });
    expect(smsLength(`${'a'.repeat(159)}{`)).toMatchObject({ characters: 160, messages: 2 });
  });

  it('When a text has an accent outside the GSM alphabet or an emoji, then it goes as UCS-2: 70 in one, 67 a part', () => {
    expect(smsLength('Llegó 🚗')).toEqual({ characters: 7, messages: 1, encoding: 'ucs2' });
    expect(smsLength(`ó${'a'.repeat(69)}`)).toMatchObject({ messages: 1 });
    expect(smsLength(`ó${'a'.repeat(70)}`)).toMatchObject({ messages: 2 });
    // Spanish's ñ and é are in the GSM alphabet; á is not.
    expect(smsLength('Mañana él').encoding).toBe('gsm');
    expect(smsLength('Está').encoding).toBe('ucs2');
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
