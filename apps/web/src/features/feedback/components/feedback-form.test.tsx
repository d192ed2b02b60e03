import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { pressAndExpectMessages } from '../../../test/form-messages.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const fetchMock = stubFetchPerTest();

const answerFor =
  (url: string, post: (body: Record<string, unknown>) => Response) =>
  (input: RequestInfo | URL, init?: RequestInit) => {
    const href = String(input);
    if (href.includes('/api/language/getMasterData'))
      return Promise.resolve(jsonResponse(200, { results: [{ id: 1, name: 'English', locale: 'en' }] }));
    if (href.includes(url)) return Promise.resolve(post(JSON.parse(String(init?.body ?? '{}'))));
    return Promise.resolve(jsonResponse(404, { message: 'not here' }));
  };

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the feedback form', () => {
  it('When it is sent empty, then each required field shows its message and nothing is sent', async () => {
    fetchMock.mockImplementation(answerFor('/api/complaint/create', () => jsonResponse(201, { results: [{}] })));
    renderWithProviders(<FeedbackForm />);
    await pressAndExpectMessages('Send', [
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter Email',
      'Please enter the subject',
      'Please enter your message',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/complaint/create'))).toBe(false);
  });

  it('When the server refuses the booking ID, then the field shows its message', async () => {
    fetchMock.mockImplementation(
      answerFor('/api/complaint/create', () =>
        jsonResponse(400, {
          errorId: 'e1',
          code: 'VALIDATION',
          message: 'No booking with this reference on this site',
          fields: { bookingReferenceId: 'No booking with this reference on this site' },
        }),
      ),
    );
    renderWithProviders(
      <FeedbackForm person={{ firstName: 'Casey', lastName: 'Rider', email: 'casey@example.com', phone: null }} />,
    );
    fill(/Booking ID/, 'rdxxxxxx');
    fill(/Subject/, 'Lost umbrella');
    fill(/Your message/, 'I left my umbrella in the car.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No booking with this reference on this site')).toBeTruthy();
  });

  it('When it is sent, then the thanks shows and the body carried the upper-cased booking ID and the language', async () => {
    let sent: Record<string, unknown> = {};
    fetchMock.mockImplementation(
      answerFor('/api/complaint/create', (body) => {
        sent = body;
        return jsonResponse(201, { results: [{ id: 1 }] });
      }),
    );
    renderWithProviders(
      <FeedbackForm person={{ firstName: 'Casey', lastName: 'Rider', email: 'casey@example.com', phone: null }} />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('radio', { name: 'Complaint' }));
    fill(/Booking ID/, 'rd7k3q9x');
    fill(/Subject/, 'Late');
    fill(/Your message/, 'Twenty minutes late.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your message has been sent to the provider.')).toBeTruthy();
    expect(sent).toMatchObject({
      complaintType: 'Complaint',
      firstName: 'Casey',
      email: 'casey@example.com',
      bookingReferenceId: 'RD7K3Q9X',
      languageId: 1,
    });
  });
});
