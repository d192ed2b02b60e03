import { describe, expect, it } from 'vitest';
import { CRITERIA, offer } from '../test/fixtures.ts';
import { EMPTY_WIZARD, reachableStep, type WizardState, wizardReducer } from './use-booking-wizard.ts';

const VALUES = {
  pickuplocation: CRITERIA.pickuplocation,
  dropofflocation: CRITERIA.dropofflocation,
  pickupdate: CRITERIA.pickupdate,
  pickuptime: CRITERIA.pickuptime,
  noofpassengers: 2,
  noofluggages: 1,
  vehicleTypeId: 1,
  serviceTypeId: 0,
  siteId: 0,
  pickupPlace: null,
  dropoffPlace: null,
};
const TRAVELLER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailaddress: 'grace@example.com',
  mobilenumber: '312-555-0199',
  isGuestUser: true,
};

const through = (...actions: Parameters<typeof wizardReducer>[1][]) =>
  actions.reduce<WizardState>(wizardReducer, EMPTY_WIZARD);

describe('the booking wizard state', () => {
  it('When each step settles its part, then the next step becomes reachable; with pay later the confirm step is the last', () => {
    expect(reachableStep(EMPTY_WIZARD, false)).toBe(0);
    const searched = through({ type: 'searched', values: VALUES, criteria: CRITERIA });
    expect(reachableStep(searched, false)).toBe(1);
    const chosen = wizardReducer(searched, { type: 'chose', offer: offer() });
    expect(reachableStep(chosen, false)).toBe(2);
    // A guest needs their guest user before confirming.
    const guestWithoutUser = wizardReducer(chosen, { type: 'traveller', traveller: TRAVELLER, guest: null });
    expect(reachableStep(guestWithoutUser, false)).toBe(2);
    const traveller = wizardReducer(chosen, {
      type: 'traveller',
      traveller: TRAVELLER,
      guest: { id: 41, uniqueId: 'g', siteId: 5 },
    });
    expect(reachableStep(traveller, false)).toBe(3);
    const confirmed = wizardReducer(traveller, {
      type: 'confirmed',
      confirmation: { promo: null, tip: { kind: 'none' }, comments: '' },
    });
    expect(reachableStep(confirmed, false)).toBe(4);
    expect(reachableStep(confirmed, true)).toBe(3);
  });

  it('When the ride is searched again with other criteria, then the fleet choice and its confirmation are dropped', () => {
    const state = through(
      { type: 'searched', values: VALUES, criteria: CRITERIA },
      { type: 'chose', offer: offer() },
      { type: 'confirmed', confirmation: { promo: null, tip: { kind: 'percent', percent: 15 }, comments: '' } },
    );
    const same = wizardReducer(state, { type: 'searched', values: VALUES, criteria: { ...CRITERIA } });
    expect(same.offer).not.toBeNull();
    const other = wizardReducer(state, {
      type: 'searched',
      values: VALUES,
      criteria: { ...CRITERIA, pickuptime: '11:00' },
    });
    expect(other.offer).toBeNull();
    expect(other.confirmation).toBeNull();
  });

  it('When a fleet of another provider site is chosen, then the guest made for the first site is dropped', () => {
    const state = through(
      { type: 'searched', values: VALUES, criteria: CRITERIA },
      { type: 'chose', offer: offer() },
      { type: 'traveller', traveller: TRAVELLER, guest: { id: 41, uniqueId: 'g', siteId: 5 } },
    );
    expect(wizardReducer(state, { type: 'chose', offer: offer({ fleetId: 2 }) }).guest?.id).toBe(41);
    expect(wizardReducer(state, { type: 'chose', offer: offer({ siteId: 6, fleetId: 90 }) }).guest).toBeNull();
  });

  it('When the vehicle was taken and the traveller searches again, then the choice is cleared and the criteria kept', () => {
    const state = through({ type: 'searched', values: VALUES, criteria: CRITERIA }, { type: 'chose', offer: offer() });
    const again = wizardReducer(state, { type: 'searchAgain' });
    expect(again.offer).toBeNull();
    expect(again.criteria).toEqual(CRITERIA);
    expect(reachableStep(again, false)).toBe(1);
  });
});
