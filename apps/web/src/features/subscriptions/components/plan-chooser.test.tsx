import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { chooserError, plansLocked } from '../chooser-rules.ts';
import type { Plan, SubscriptionStatus } from '../subscription.ts';
import { PlanChooser } from './plan-chooser.tsx';

const plan = (id: number, name: string, cost: number, isTrial = false): Plan => ({
  id,
  name,
  cost,
  noOfUsers: 3,
  noOfBookings: 100,
  features: ['reviews'],
  isTrial,
  isEnabled: true,
  createdBy: null,
  createdOn: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
});

const PLANS = [plan(1, 'One Month Trial', 0, true), plan(2, 'Basic', 49), plan(3, 'Standard', 99)];

const status = (over: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  subscription_status: 'Subscription Pending',
  transaction_status: null,
  subscription_plan_id: null,
  order_id: 0,
  is_TrailOffer_Used: false,
  subscription_name: null,
  currentPlan: null,
  nextPlan: null,
  order: null,
  ...over,
});

const fetchMock = stubFetchPerTest();

const answer = (s: SubscriptionStatus, orders: unknown[] = []) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/subscriptionPlan/get')) return jsonResponse(200, { results: PLANS, totalCount: 3 });
    if (url.includes('getSubscriptionTransactionStatus')) return jsonResponse(200, { results: [s] });
    if (url.includes('createSubscriptionPlanSiteMappingOrder')) return jsonResponse(200, { results: [orders.shift()] });
    return jsonResponse(404, {});
  });

/** A card order waiting at its checkout page, where the chooser sends the browser. */
const pendingCheckout = (orderId: number) => {
  const checkoutUrl = `/admin/subscriptions/checkout/cs_sandbox_${orderId}`;
  return { orderId, status: 'Pending', redirectUrl: checkoutUrl, checkoutUrl };
};

/** Renders the chooser; what it navigates to is recorded on the returned mock. */
const renderChooser = () => {
  const onNavigate = vi.fn();
  renderWithProviders(<PlanChooser userName="owner" onNavigate={onNavigate} onSignOut={() => {}} />);
  return onNavigate;
};

/** The address of the order the chooser placed. */
const orderCall = () =>
  String(fetchMock.mock.calls.find(([u]) => String(u).includes('createSubscriptionPlanSiteMappingOrder'))?.[0]);

describe('chooser rules', () => {
  it("When nothing or only a card mode is chosen, then 'Please choose the subscription!!'; a plan without a mode asks for the mode", () => {
    expect(chooserError({ planId: null, mode: null })).toBe('Please choose the subscription!!');
    expect(chooserError({ planId: null, mode: 'Credit Card' })).toBe('Please choose the subscription!!');
    expect(chooserError({ planId: 2, mode: null })).toBe('Please choose the Payment mode!!');
    expect(chooserError({ planId: 2, mode: 'Credit Card' })).toBeNull();
    expect(chooserError({ planId: null, mode: 'One Month Trial' })).toBeNull();
  });

  it('When a card checkout is pending or the last one failed, then plans are locked until trying again', () => {
    expect(plansLocked(status({ transaction_status: 'pending' }), false)).toBe(true);
    expect(plansLocked(status({ transaction_status: 'failure' }), false)).toBe(true);
    expect(plansLocked(status({ transaction_status: 'failure' }), true)).toBe(false);
    expect(plansLocked(status(), false)).toBe(false);
  });
});

describe('PlanChooser', () => {
  it('When GO TO PAYMENT is pressed with nothing chosen, then the spec messages show in turn', async () => {
    answer(status());
    renderChooser();
    fireEvent.click(await screen.findByRole('button', { name: 'GO TO PAYMENT' }, { timeout: 5000 }));
    expect(await screen.findByText('Please choose the subscription!!', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CHOOSE Basic' }));
    fireEvent.click(screen.getByRole('button', { name: 'GO TO PAYMENT' }));
    expect(await screen.findByText('Please choose the Payment mode!!')).toBeTruthy();
  });

  it('When the trial was used, then the One Month Trial option is not offered', async () => {
    answer(status({ is_TrailOffer_Used: true }));
    renderChooser();
    await screen.findByRole('radio', { name: /Credit Card/ }, { timeout: 5000 });
    expect(screen.queryByRole('radio', { name: /One Month Trial/ })).toBeNull();
  });

  it('When the trial is chosen, then PROCEED orders the trial plan and goes to the dashboard', async () => {
    answer(status(), [{ orderId: 9, status: 'Trial', redirectUrl: '/admin/dashboard', checkoutUrl: null }]);
    const onNavigate = renderChooser();
    fireEvent.click(await screen.findByRole('radio', { name: /One Month Trial/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/admin/dashboard'));
    expect(orderCall()).toContain('subscriptionPlanId=1');
  });

  it('When a card checkout is waiting, then the plans are disabled', async () => {
    answer(
      status({
        transaction_status: 'pending',
        order: {
          id: 4,
          planId: 2,
          planName: 'Basic',
          amount: 49,
          paymentType: 'Credit Card',
          status: 'Pending',
          transactionId: null,
          customerVaultId: null,
          checkoutUrl: '/admin/subscriptions/checkout/cs_sandbox_1',
        },
      }),
    );
    renderChooser();
    expect(await screen.findByText('A card payment is waiting', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'CHOOSE Basic' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PlanChooser with a plan named at registration', () => {
  it('When the provider named Standard at registration, then Standard comes chosen and GO TO PAYMENT opens its checkout', async () => {
    answer(status({ subscription_plan_id: 3, einOnFile: true }), [pendingCheckout(5)]);
    const onNavigate = renderChooser();
    expect(await screen.findByRole('button', { name: 'CHOSEN Standard' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Credit Card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'GO TO PAYMENT' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/admin/subscriptions/checkout/cs_sandbox_5'));
    expect(orderCall()).toContain('subscriptionPlanId=3');
  });

  it('When the provider named the trial at registration, then the One Month Trial comes chosen and PROCEED starts it', async () => {
    answer(status({ subscription_plan_id: 1 }), [
      { orderId: 7, status: 'Trial', redirectUrl: '/admin/dashboard', checkoutUrl: null },
    ]);
    const onNavigate = renderChooser();
    const trial = (await screen.findByRole(
      'radio',
      { name: /One Month Trial/ },
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(trial.checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /EIN/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/admin/dashboard'));
  });

  it('When a paid plan is chosen and no EIN is on file, then the EIN is asked before the checkout and sent with the order', async () => {
    answer(status({ subscription_plan_id: 2, einOnFile: false }), [pendingCheckout(8)]);
    const onNavigate = renderChooser();
    expect(
      ((await screen.findByRole('radio', { name: /Credit Card/ }, { timeout: 5000 })) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'GO TO PAYMENT' }));
    expect(await screen.findByText('Please enter the EIN')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /EIN/ }), { target: { value: '12-3456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'GO TO PAYMENT' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/admin/subscriptions/checkout/cs_sandbox_8'));
    expect(orderCall()).toContain('EIN=12-3456789');
  });
});
