import { describe, expect, it } from 'vitest';
import { keywordOf, plainText, renderSms, smsDedupeKey, toE164 } from './sms-texts.ts';

describe('numbers in E.164', () => {
  it('When a booking phone is ten digits, with or without hyphens, then it becomes +1 and the digits', () => {
    expect(toE164('312-555-0142')).toBe('+13125550142');
    expect(toE164('3125550142')).toBe('+13125550142');
    expect(toE164('1 (312) 555-0142')).toBe('+13125550142');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('When a number is not a phone number, then there is none to text', () => {
    expect(toE164('555-010')).toBeNull();
    expect(toE164('012-555-0142')).toBeNull();
    expect(toE164('+0123')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});

describe('rendering a text', () => {
  it('When a template is filled, then each placeholder takes its value, any case, and an unknown one is left out', () => {
    expect(
      renderSms('{{siteTitle}}: ride {{ReferenceId}} {{nothing}}is booked.', {
        siteTitle: 'City Limo',
        referenceId: 'AB12',
      }),
    ).toBe('City Limo: ride AB12 is booked.');
  });

  it('When a provider saved the template through the rich-text editor, then its HTML becomes plain lines', () => {
    expect(plainText('<p>Hello &amp; welcome</p><p>Ride {{referenceId}}<br>Bye</p>')).toBe(
      'Hello & welcome\nRide {{referenceId}}\nBye',
    );
  });

  it("When a rendered text is longer than Twilio's 1600 characters, then it is cut there", () => {
    expect(renderSms('{{x}}', { x: 'a'.repeat(2000) })).toHaveLength(1600);
  });

  it('When the dedupe key is made, then it names the step and the booking', () => {
    expect(smsDedupeKey('on-the-way', 42)).toBe('sms:on-the-way:booking:42');
    expect(smsDedupeKey('pickup-moved', 42, '2030-11-27T15:45:00.000Z')).toBe(
      'sms:pickup-moved:booking:42:2030-11-27T15:45:00.000Z',
    );
  });
});

describe('keywords', () => {
  it("When a text is one of Twilio's opt-out words in any case, then it opts out; START opts back in; others are not keywords", () => {
    for (const word of ['STOP', 'stop', ' Stop. ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])
      expect(keywordOf(word)).toBe('opt-out');
    for (const word of ['START', 'start', 'UNSTOP', 'yes']) expect(keywordOf(word)).toBe('opt-in');
    for (const word of ['please stop calling', 'hello', '']) expect(keywordOf(word)).toBeNull();
  });
});
