import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { offer, pathOf } from '../test/fixtures.ts';
import { PromoCodeField } from './promo-code-field.tsx';

const fetchMock = stubFetchPerTest();

/** The Confirm step with its promo field, and a Next that replaces it by the Payment step. */
const ConfirmThenPay = ({ onChange }: { onChange: () => void }) => {
  const [paying, setPaying] = useState(false);
  if (paying) return <p>Payment</p>;
  return (
    <>
      <PromoCodeField offer={offer()} pickupDate="2031-05-02" applied={null} onChange={onChange} />
      <button type="button" onClick={() => setPaying(true)}>
        Next
      </button>
    </>
  );
};

describe('the promo code popup', { timeout: 30_000 }, () => {
  it('When a code is applied and the traveller moves on to the Payment step, then the Applied !! popup goes with the step', async () => {
    fetchMock.mockImplementation(async (input) =>
      pathOf(input).startsWith('/api/discount/isValidDiscount')
        ? jsonResponse(200, { results: [{ id: 7 }] })
        : jsonResponse(200, { results: [{ id: 7, discountAmount: 8.5, taxPercentage: 10.25, taxAmount: 7.84 }] }),
    );
    const onChange = vi.fn();
    renderWithProviders(<ConfirmThenPay onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo Code' }), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied !!')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'WELCOME10', discountId: 7 }));

    // The Confirm step leaves (its field unmounts) well before the popup's own 3 seconds are up.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Payment')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Applied !!')).toBeNull(), { timeout: 2_000 });
  });
});
