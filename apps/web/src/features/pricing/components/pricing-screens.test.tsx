import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { signInAs } from '../../../test/session.ts';
import { WELCOME10 } from './discount-fixture.ts';
import { DiscountsScreen } from './discounts-screen.tsx';
import { PriceDefinitionsScreen } from './price-definitions-screen.tsx';

const fetchMock = stubFetchPerTest();

/** Each pricing screen with its topic's texts, as the list shows them while it is empty. */
const SCREENS = [
  {
    name: 'prices',
    ui: <PriceDefinitionsScreen />,
    heading: 'Manage Price Definitions',
    find: 'Name, vehicle, service or price type',
    published: 'No published price definitions yet',
    draft: 'No unpublished price definitions',
    draftHint: 'Prices saved as drafts wait here until you publish them.',
    readOnly: 'Only an administrator of your company can add or change prices.',
  },
  {
    name: 'discounts',
    ui: <DiscountsScreen />,
    heading: 'Manage Discounts',
    find: 'Code or description',
    published: 'No published promo codes yet',
    draft: 'No unpublished promo codes',
    draftHint: 'Codes saved as drafts wait here until you publish them.',
    readOnly: 'Only an administrator of your company can add or change promo codes.',
  },
];

describe.each(SCREENS)('the $name screen', (s) => {
  it('When its list is empty, then the heading, Add New, the find hint and why it is empty show for the group shown', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { results: [] }));
    signInAs('SPAdmin');
    renderWithProviders(s.ui);
    expect(screen.getByRole('heading', { name: s.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add New/ })).toBeTruthy();
    expect(screen.getByPlaceholderText(s.find)).toBeTruthy();
    expect(await screen.findByText(s.published)).toBeTruthy();
    expect(screen.queryByText(s.readOnly)).toBeNull();
  });

  it('When the unpublished group is shown to a standard user, then its empty texts and the read-only note show, without Add New', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { results: [] }));
    signInAs('SPUser');
    renderWithProviders(s.ui, { path: '/?show=unpublished' });
    expect(await screen.findByText(s.draft)).toBeTruthy();
    expect(screen.getByText(s.draftHint)).toBeTruthy();
    expect(screen.getByText(s.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add New/ })).toBeNull();
  });
});

describe('Disable on the discounts screen', () => {
  it('When Disable is pressed, then it asks with what it means, No changes nothing, and Yes sends the change', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { results: [WELCOME10] }));
    signInAs('SPAdmin');
    renderWithProviders(<DiscountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable WELCOME10' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to Disable?')).toBeTruthy();
    expect(within(dialog).getByText('Travellers will no longer be able to use WELCOME10.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Disable WELCOME10' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/discount/enableDisable');
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ id: 3, isEnabled: false }]);
  });
});
