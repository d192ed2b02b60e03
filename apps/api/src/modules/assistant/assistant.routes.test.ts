import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The assistant answers from the site's help pages in its language, or says it does not know. */
let t: TestApp;
let provider: string;

const CITY = { host: 'citylimo.localhost' };
const ask = (payload: object, headers: Record<string, string> = CITY) =>
  t.app.inject({ method: 'POST', url: '/api/assistant/ask', headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  provider = (await t.signIn('provider')).access_token;
});
afterAll(() => t.close());

describe('api/assistant/ask', () => {
  it('When a guest asks how to pay, then the FAQ answer comes with its source page', async () => {
    const res = await ask({ question: 'Can I pay in cash?' });
    expect(res.statusCode).toBe(200);
    const answer = res.json().results[0];
    expect(answer).toMatchObject({
      known: true,
      locale: 'en',
      heading: 'How can I pay?',
      source: { uniqueName: 'Travellers_FAQ_Template', path: '/faq' },
    });
    expect(answer.answer).toContain('credit or debit card');
  });

  it('When the question is nonsense, then it says plainly it does not know and offers booking and feedback', async () => {
    const res = await ask({ question: 'zorblax quantum giraffe sandwich' });
    const answer = res.json().results[0];
    expect(answer.known).toBe(false);
    expect(answer.answer).toBe(
      "Sorry, I don't know the answer to that. I can only answer from this site's help pages. You can book a ride or send your question to the provider as feedback.",
    );
    expect(answer.actions).toEqual([
      { type: 'booking', path: '/systembooking' },
      { type: 'feedback', path: '/usercompliants/addusercompliant' },
    ]);
  });

  it('When the visitor reads the site in Spanish, then Spanish content answers; a language the site lacks falls back to its own', async () => {
    const es = (await ask({ question: '¿Puedo pagar en efectivo?', locale: 'es-ES' })).json().results[0];
    expect(es).toMatchObject({ known: true, locale: 'es', heading: '¿Cómo puedo pagar?' });
    const unknown = (await ask({ question: 'xyzzy plugh', locale: 'es' })).json().results[0];
    expect(unknown.answer).toContain('Lo siento, no sé la respuesta.');
    const lonestar = (
      await ask({ question: 'Can I pay in cash?', locale: 'es' }, { host: 'lonestarcars.localhost' })
    ).json().results[0];
    expect(lonestar.locale).toBe('en');
  });

  it("When the provider rewrites its FAQ, then the assistant answers from the site's own content at once", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/template/update',
      headers: { ...CITY, ...t.bearer(provider) },
      payload: {
        templateId: 1,
        languageId: 1,
        value: '<h3>Do you have child seats?</h3><p>Yes, City Limo fits child seats free of charge on request.</p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const city = (await ask({ question: 'Do you have child seats?' })).json().results[0];
    expect(city).toMatchObject({ known: true, heading: 'Do you have child seats?' });
    expect(city.answer).toContain('City Limo fits child seats');
    const bay = (await ask({ question: 'Do you have child seats?' }, { host: 'baychauffeurs.localhost' })).json()
      .results[0];
    expect(bay.answer).not.toContain('City Limo');
  });

  it('When the question asks to book or complain, then it hands over to the wizard or the feedback form', async () => {
    const book = (await ask({ question: 'How do I book a ride?' })).json().results[0];
    expect(book.known).toBe(true);
    expect(book.actions).toEqual([{ type: 'booking', path: '/systembooking' }]);
    const complain = (await ask({ question: 'I have a complaint about my chauffeur' })).json().results[0];
    expect(complain.actions.map((a: { type: string }) => a.type)).toContain('feedback');
  });

  it('When the question is empty or too long, then 400 with the message', async () => {
    const empty = await ask({ question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please type a question');
    expect((await ask({ question: 'a'.repeat(501) })).statusCode).toBe(400);
    expect((await ask({})).statusCode).toBe(400);
  });
});
