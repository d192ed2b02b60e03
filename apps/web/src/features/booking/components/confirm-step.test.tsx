import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { BREAKDOWN, CRITERIA, GRACE, offer, pathOf } from '../test/fixtures.ts';
import { ConfirmStep } from './confirm-step.tsx';

const fetchMock = stubFetchPerTest();

/** WELCOME10 is 10 % off at site 5; anything else is not a code. */
const promoApi = () =>
  fetchMock.mockImplementation(async (input) => {
    const path = pathOf(input);
    if (path.startsWith('/api/discount/isValidDiscount/'))
      return jsonResponse(200, { results: [{ id: path.includes('/WELCOME10/') ? 7 : 0 }] });
    if (path.startsWith('/api/discount/getRateDetailsOfRide/15/7/75.00'))
      return jsonResponse(200, { results: [{ id: 7, discountAmount: 7.5, taxPercentage: 10.25, taxAmount: 6.92 }] });
    return jsonResponse(404, {});
  });

const renderConfirm = (payLater = false, criteria = CRITERIA, traveller = GRACE) => {
  const onConfirmed = vi.fn();
  renderWithProviders(
    <ConfirmStep
      criteria={criteria}
      offer={offer()}
      traveller={traveller}
      initial={null}
      payLater={payLater}
      booking={false}
      onBack={() => {}}
      onConfirmed={onConfirmed}
    />,
  );
  return { onConfirmed };
};

/** The amount on a line of Payment Details. */
const line = (testId: string) => within(screen.getByTestId(testId)).getAllByText(/\$/).at(-1)?.textContent;
const cents = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('the Confirm Booking step', { timeout: 30_000 }, () => {
  it('When nothing is added, then Payment Details show the cost, no discount, the tax with its percentage and the total; no tip line', () => {
    renderConfirm();
    expect(line('breakdown-cost')).toBe('$75.00');
    expect(line('breakdown-discount')).toBe('$0.00');
    expect(screen.getByText('Tax (10.25%)')).toBeTruthy();
    // 10.25 % of $75.00 is $7.6875, rounded half up to the cent.
    expect(line('breakdown-tax')).toBe('$7.69');
    expect(screen.queryByTestId('breakdown-tip')).toBeNull();
    expect(line('breakdown-total')).toBe('$82.69');
  });

  it('When a tip preset is chosen, then it is that percent of the fleet cost and the total follows', () => {
    renderConfirm();
    for (const [label, tip, total] of [
      ['10%', '$7.50', '$90.19'],
      ['15%', '$11.25', '$93.94'],
      ['20%', '$15.00', '$97.69'],
    ]) {
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
      expect(line('breakdown-tip')).toBe(tip);
      expect(line('breakdown-total')).toBe(total);
    }
    fireEvent.click(screen.getByRole('radio', { name: 'No tip' }));
    expect(screen.queryByTestId('breakdown-tip')).toBeNull();
  });

  it('When a custom amount is given, then it is the tip; more than the ride cost is refused', async () => {
    const { onConfirmed } = renderConfirm();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom amount' }));
    const amount = await screen.findByRole('textbox', { name: 'Tip amount' });
    fireEvent.change(amount, { target: { value: '12.5' } });
    await waitFor(() => expect(line('breakdown-tip')).toBe('$12.50'));
    expect(line('breakdown-total')).toBe('$95.19');

    fireEvent.change(amount, { target: { value: '80' } });
    expect(await screen.findByText('The chauffeur tip cannot be more than the ride cost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('When a valid promo code is applied, then it says Applied !!, Apply is disabled, and the discount and the tax on the discounted cost follow', async () => {
    promoApi();
    renderConfirm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo Code' }), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Applied !!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(line('breakdown-discount')).toBe('−$7.50');
    // (75.00 − 7.50) × 10.25 % = 6.91875 → $6.92
    expect(line('breakdown-tax')).toBe('$6.92');
    expect(line('breakdown-total')).toBe('$74.42');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/discount/isValidDiscount/WELCOME10/2026-11-26/5');
  });

  it('When an invalid promo code is applied, then it says Invalid Promo Code !!, the code is cleared and no discount applies', async () => {
    promoApi();
    renderConfirm();
    const code = screen.getByRole('textbox', { name: 'Promo Code' }) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Invalid Promo Code !!')).toBeTruthy();
    expect(code.value).toBe('');
    expect(line('breakdown-discount')).toBe('$0.00');
    expect(line('breakdown-total')).toBe('$82.69');
  });

  it('When the promo and a tip are confirmed, then the lines of the breakdown add up to its total', async () => {
    promoApi();
    const { onConfirmed } = renderConfirm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo Code' }), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Applied !!');
    fireEvent.click(screen.getByRole('radio', { name: /^15%/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const [confirmation, breakdown] = onConfirmed.mock.calls[0];
    expect(confirmation.promo).toMatchObject({ code: 'WELCOME10', discountId: 7, discountAmount: 7.5 });
    expect(confirmation.tip).toEqual({ kind: 'percent', percent: 15 });
    expect(breakdown).toEqual(BREAKDOWN);
    const shown =
      cents(line('breakdown-cost')) -
      cents(line('breakdown-discount')) +
      cents(line('breakdown-tax')) +
      cents(line('breakdown-tip'));
    expect(shown).toBe(cents(line('breakdown-total')));
  });

  it('When comments are typed, then the counter reads Maximum length 500 characters (n/500) and stops at 500', () => {
    renderConfirm();
    const comments = screen.getByRole('textbox', { name: 'Comments' }) as HTMLTextAreaElement;
    expect(screen.getByText('Maximum length 500 characters (0/500).')).toBeTruthy();
    fireEvent.change(comments, { target: { value: 'Flight UA 123' } });
    expect(screen.getByText('Maximum length 500 characters (13/500).')).toBeTruthy();
    fireEvent.change(comments, { target: { value: 'x'.repeat(600) } });
    expect(comments.value).toHaveLength(500);
    expect(screen.getByText('Maximum length 500 characters (500/500).')).toBeTruthy();
    expect(comments.maxLength).toBe(500);
  });

  it('When pay later is on, then this step books instead of going on to Payment', () => {
    const { onConfirmed } = renderConfirm(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('When shown, then the ride summary reads Ride On {date} at {time} with pickup and drop-off, and the user details are listed', () => {
    renderConfirm();
    expect(screen.getAllByText('Ride On Thu, Nov 26, 2026 at 10:00 AM').length).toBeGreaterThan(0);
    expect(screen.getByText(CRITERIA.pickuplocation)).toBeTruthy();
    expect(screen.getByText(CRITERIA.dropofflocation)).toBeTruthy();
    for (const value of ['Grace', 'Hopper', 'grace@example.com', '312-555-0199'])
      expect(screen.getByText(value)).toBeTruthy();
  });

  it('When an airport pickup has a flight and texts were agreed, then the summary shows the flight and the details the texts', () => {
    const fromOHare = {
      ...CRITERIA,
      pickuplocation: CRITERIA.dropofflocation,
      dropofflocation: CRITERIA.pickuplocation,
    };
    renderConfirm(false, fromOHare, { ...GRACE, smsConsent: true, flight: { airline: 'UA', flightNumber: '1234' } });
    expect(screen.getByTestId('ride-flight').textContent).toBe('Flight UA 1234');
    expect(screen.getByText('Text messages')).toBeTruthy();
    expect(screen.getByText('Yes, to 312-555-0199')).toBeTruthy();
  });

  it('When there is no flight and no texts were agreed, then no flight shows and texts read No', () => {
    renderConfirm();
    expect(screen.queryByTestId('ride-flight')).toBeNull();
    expect(screen.getByText('No')).toBeTruthy();
  });
});
