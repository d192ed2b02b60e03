import { describe, expect, it } from 'vitest';
import {
  answerText,
  buildHelpIndex,
  handoversFor,
  htmlText,
  searchHelp,
  sectionsFromHtml,
  tokenize,
} from './assistant-search.ts';

const FAQ = `<h2>Frequently asked questions</h2><p>Answers to common questions.</p>
<h3>How can I pay?</h3><p>You can pay by credit or debit card, or in cash to the chauffeur.</p>
<h3>Can I change or cancel my booking?</h3><p>Yes. Go to My Bookings and cancel it until the notice period.</p>
<h3>How much luggage can I bring?</h3><p>Each vehicle shows its maximum number of passengers and pieces of luggage.</p>`;

const FAQ_ES = `<h3>¿Cómo puedo pagar?</h3><p>Puede pagar con tarjeta de crédito o en efectivo al chofer.</p>
<h3>¿Puedo cancelar mi reserva?</h3><p>Sí. Vaya a Mis reservas y cancélela.</p>`;

const page = { uniqueName: 'Travellers_FAQ_Template', displayName: 'Travellers FAQ' };

describe('the assistant search', () => {
  it('When a page is cut at its headings, then each question keeps its answer text, entities decoded', () => {
    const sections = sectionsFromHtml(`${FAQ}<p>Tom &amp; Jerry&#39;s</p>`, page);
    expect(sections.map((s) => s.heading)).toEqual([
      'Frequently asked questions',
      'How can I pay?',
      'Can I change or cancel my booking?',
      'How much luggage can I bring?',
    ]);
    expect(sections[3].text).toContain("Tom & Jerry's");
    expect(htmlText('<p>a<script>x()</script> b</p>')).toBe('a b');
  });

  it('When a question is asked in other words, then the matching FAQ entry answers', () => {
    const index = buildHelpIndex(sectionsFromHtml(FAQ, page), 'en');
    expect(searchHelp(index, 'Can I pay in cash?')?.section.heading).toBe('How can I pay?');
    expect(searchHelp(index, 'how do I cancel a booking')?.section.heading).toBe('Can I change or cancel my booking?');
    expect(searchHelp(index, 'How many suitcases and luggage?')?.section.heading).toBe('How much luggage can I bring?');
  });

  it('When the question is nonsense or only stopwords, then nothing answers', () => {
    const index = buildHelpIndex(sectionsFromHtml(FAQ, page), 'en');
    expect(searchHelp(index, 'purple elephants quantum banana')).toBeNull();
    expect(searchHelp(index, 'what is the')).toBeNull();
    expect(searchHelp(index, '')).toBeNull();
  });

  it('When the site speaks Spanish, then Spanish questions match without accents', () => {
    const index = buildHelpIndex(sectionsFromHtml(FAQ_ES, page), 'es');
    expect(searchHelp(index, 'como pagar en efectivo')?.section.heading).toBe('¿Cómo puedo pagar?');
    expect(tokenize('Cancelación', 'es')).toEqual(['cancela']);
  });

  it('When a question asks to book or to complain, then the handovers say so in either language', () => {
    expect(handoversFor('I want to book a ride')).toEqual(['booking']);
    expect(handoversFor('Tengo una queja')).toEqual(['feedback']);
    expect(handoversFor('What is your address?')).toEqual([]);
  });

  it('When an answer is long, then it is cut at a sentence end', () => {
    const text = `${'Word '.repeat(100)}end. ${'More '.repeat(100)}`;
    expect(answerText(text, 600).endsWith('end.')).toBe(true);
    expect(answerText('Short.', 600)).toBe('Short.');
  });
});
