import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { AssistantLauncher } from './assistant-launcher.tsx';

const fetchMock = stubFetchPerTest();

const known = {
  known: true,
  locale: 'en',
  heading: 'How can I pay?',
  answer: 'You can pay by credit or debit card.',
  source: { uniqueName: 'Travellers_FAQ_Template', displayName: 'Travellers FAQ', path: '/faq' },
  actions: [],
};
const unknown = {
  known: false,
  locale: 'en',
  heading: null,
  answer: "Sorry, I don't know the answer to that.",
  source: null,
  actions: [
    { type: 'booking', path: '/systembooking' },
    { type: 'feedback', path: '/usercompliants/addusercompliant' },
  ],
};

const ask = async (text: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
};

describe('the assistant widget', () => {
  it('When the launcher is opened and a question asked, then the answer shows with its source page, and the question was sent with the language', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [known] }));
    renderWithProviders(<AssistantLauncher portal="customer" />);
    expect(screen.queryByRole('dialog', { name: 'Assistant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByRole('dialog', { name: 'Assistant' })).toBeTruthy();
    await ask('Can I pay in cash?');
    expect(await screen.findByText('You can pay by credit or debit card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'From: Travellers FAQ' }).getAttribute('href')).toBe('/faq');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/assistant/ask');
    expect(JSON.parse(String(init?.body))).toEqual({ question: 'Can I pay in cash?', locale: 'en' });
  }, 15_000);

  it('When it does not know, then it says so and offers the booking wizard and the feedback form; Escape closes it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [unknown] }));
    renderWithProviders(<AssistantLauncher portal="customer" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await ask('zorblax');
    expect(await screen.findByText("Sorry, I don't know the answer to that.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a ride' }).getAttribute('href')).toBe('/systembooking');
    expect(screen.getByRole('link', { name: 'Send Feedback' }).getAttribute('href')).toBe(
      '/usercompliants/addusercompliant',
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Assistant' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant' })).toBeNull());
  });

  it('When staff use it in the back office, then the handovers lead to the back-office wizard and feedback list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [unknown] }));
    renderWithProviders(<AssistantLauncher portal="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await ask('zorblax');
    expect((await screen.findByRole('link', { name: 'Book a ride' })).getAttribute('href')).toBe(
      '/admin/systembooking',
    );
    expect(screen.getByRole('link', { name: 'Send Feedback' }).getAttribute('href')).toBe('/admin/usercompliants');
  });
});
