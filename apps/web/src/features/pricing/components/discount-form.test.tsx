import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { publishButton as publish, publishAndReadCall } from '../../../test/publish-call.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { Discount } from '../pricing.ts';
import { WELCOME10 } from './discount-fixture.ts';
import { DiscountForm } from './discount-form.tsx';

// Typing into several inputs can be slow on a busy machine; the rules, not the speed, are under test.

const TODAY = '2026-06-15';

const fetchMock = stubFetchPerTest();

const renderForm = (discount?: Discount) => {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <DiscountForm discount={discount} today={TODAY} onSaved={onSaved} onCancel={vi.fn()} />,
  );
  return { ...view, onSaved };
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const draft = () => screen.getByRole('button', { name: 'Save As Draft' }) as HTMLButtonElement;

const fillValid = () => {
  type(/^Code/, 'spring-25');
  type(/^Percent off/, '25');
  type(/^Valid to/, '2026-06-30');
};

describe('the promo code form', { timeout: 30_000 }, () => {
  it('When the form opens, then it starts today as a percent code and stays disabled until the required fields are filled', async () => {
    renderForm();
    expect(input(/^Valid from/).value).toBe(TODAY);
    expect(screen.getByRole('radio', { name: 'Percent' })).toHaveProperty('checked', true);
    expect(publish().disabled).toBe(true);
    expect(draft().disabled).toBe(true);
    fillValid();
    await waitFor(() => expect(publish().disabled).toBe(false));
    expect(draft().disabled).toBe(false);
  });

  it('When the code has other characters or is too short, then the spec messages show', async () => {
    renderForm();
    type(/^Code/, 'NO SPACES');
    expect(await screen.findByText('The promo code may hold only letters, digits and hyphens')).toBeTruthy();
    type(/^Code/, 'AB');
    expect(await screen.findByText('The promo code must be 3 to 30 characters')).toBeTruthy();
    type(/^Code/, '');
    expect(await screen.findByText('Please enter the promo code')).toBeTruthy();
  });

  // Each wrong value is refused with its message until the change that answers it.
  const REFUSED = [
    {
      when: 'a percent is above 100',
      outcome: 'it is refused; as an amount the same value is accepted',
      wrong: () => type(/^Percent off/, '120'),
      message: 'A percent discount is at most 100',
      answer: () => {
        fireEvent.click(screen.getByRole('radio', { name: 'Amount' }));
        expect(input(/^Amount off/).value).toBe('120');
      },
    },
    {
      when: 'valid to is before valid from',
      outcome: 'the range message shows, and moving valid from back clears it',
      wrong: () => type(/^Valid to/, '2026-06-01'),
      message: 'The valid to date cannot be before the valid from date',
      answer: () => type(/^Valid from/, '2026-05-01'),
    },
  ];
  for (const { when, outcome, wrong, message, answer } of REFUSED)
    it(`When ${when}, then ${outcome}`, async () => {
      renderForm();
      fillValid();
      wrong();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(publish().disabled).toBe(true);
      answer();
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
      await waitFor(() => expect(publish().disabled).toBe(false));
    });

  it('When the value is 0, then "The discount value must be more than 0" shows', async () => {
    renderForm();
    fillValid();
    type(/^Percent off/, '0');
    expect(await screen.findByText('The discount value must be more than 0')).toBeTruthy();
  });

  it('When a code is published without a usage limit, then it is sent in capitals with no limit and refreshes a first-time checklist', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(201, { results: [{ ...WELCOME10, ...body, id: 9 }], setupStatus: 'completed' });
    });
    const { onSaved, queryClient } = renderForm();
    queryClient.setQueryData(sharedQueryKeys.mappingCount, { counts: {}, available: true });
    fillValid();
    const { url, body } = await publishAndReadCall(onSaved, fetchMock);
    expect(url).toBe('/api/discount/create');
    expect(body).toEqual({
      code: 'SPRING-25',
      description: null,
      kind: 'percent',
      value: 25,
      validFrom: TODAY,
      validTo: '2026-06-30',
      usageLimit: null,
      isDraft: false,
      isPublished: true,
    });
    expect(queryClient.getQueryState(sharedQueryKeys.mappingCount)?.isInvalidated).toBe(true);
  });

  it('When an existing code is edited, then its uses so far show, and a limit below them is refused with the server message', async () => {
    const message = 'The usage limit cannot be below the number of times the code was already used';
    fetchMock.mockResolvedValue(jsonResponse(400, { message, fields: { usageLimit: message } }));
    const { onSaved } = renderForm(WELCOME10);
    expect(screen.getByTestId('uses-so-far').textContent).toBe('Uses so far: 12 of 100');
    expect(screen.getByText('Active')).toBeTruthy();
    type(/^Usage limit/, '5');
    await waitFor(() => expect(publish().disabled).toBe(false));
    fireEvent.click(publish());
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/discount/update');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ id: 3, usageLimit: 5 });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('When a code is past its last day or has reached its limit, then the form says so', () => {
    renderForm({ ...WELCOME10, validTo: '2026-06-14' });
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Its last valid day has passed: extend Valid to, or leave it expired.')).toBeTruthy();
  });

  it('When a code has been used as often as its limit allows, then it reads as used up', () => {
    renderForm({ ...WELCOME10, usedCount: 100, remainingUses: 0 });
    expect(screen.getByText('Used up')).toBeTruthy();
    expect(screen.getByTestId('uses-so-far').textContent).toBe('Uses so far: 100 of 100');
  });
});
