import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type {
  Confirmation,
  FleetOffer,
  FleetSort,
  GuestUser,
  SearchCriteria,
  SearchFormValues,
  TravellerDetails,
} from '../booking-types.ts';

/** The wizard's steps in the spec's order (spec 03 "Booking Wizard"). */
export const WIZARD_STEPS = ['search', 'fleet', 'traveller', 'confirm', 'payment'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type WizardState = {
  searchValues: SearchFormValues | null;
  criteria: SearchCriteria | null;
  sort: FleetSort;
  page: number;
  offer: FleetOffer | null;
  traveller: TravellerDetails | null;
  /** The guest user made for this traveller, and the site it belongs to. */
  guest: (GuestUser & { siteId: number }) | null;
  confirmation: Confirmation | null;
};

export type WizardAction =
  | { type: 'searched'; values: SearchFormValues; criteria: SearchCriteria }
  | { type: 'sorted'; sort: FleetSort }
  | { type: 'paged'; page: number }
  | { type: 'chose'; offer: FleetOffer | null }
  | { type: 'traveller'; traveller: TravellerDetails; guest: WizardState['guest'] }
  | { type: 'confirmed'; confirmation: Confirmation }
  | { type: 'searchAgain' }
  | { type: 'reset' };

export const EMPTY_WIZARD: WizardState = {
  searchValues: null,
  criteria: null,
  sort: 'price_asc',
  page: 1,
  offer: null,
  traveller: null,
  guest: null,
  confirmation: null,
};

const sameCriteria = (a: SearchCriteria | null, b: SearchCriteria | null) => JSON.stringify(a) === JSON.stringify(b);

export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'searched':
      // A new ride needs a new choice of fleet, and its promo and tip are priced again.
      if (sameCriteria(state.criteria, action.criteria)) return { ...state, searchValues: action.values };
      return {
        ...state,
        searchValues: action.values,
        criteria: action.criteria,
        page: 1,
        offer: null,
        confirmation: null,
      };
    case 'sorted':
      return { ...state, sort: action.sort, page: 1 };
    case 'paged':
      return { ...state, page: action.page };
    case 'chose': {
      const sameFleet =
        action.offer &&
        state.offer &&
        action.offer.fleetId === state.offer.fleetId &&
        action.offer.siteId === state.offer.siteId &&
        action.offer.priceDefinition.id === state.offer.priceDefinition.id &&
        action.offer.cost === state.offer.cost;
      return {
        ...state,
        offer: action.offer,
        confirmation: sameFleet ? state.confirmation : null,
        // A guest belongs to one provider's site.
        guest: state.guest && action.offer && state.guest.siteId === action.offer.siteId ? state.guest : null,
      };
    }
    case 'traveller':
      return { ...state, traveller: action.traveller, guest: action.guest };
    case 'confirmed':
      return { ...state, confirmation: action.confirmation };
    case 'searchAgain':
      return { ...state, offer: null, confirmation: null, page: 1 };
    case 'reset':
      return EMPTY_WIZARD;
  }
};

/**
 * The furthest step the state allows: each step needs what the ones before it settled. With pay
 * later on there is no payment step, so the confirm step is the last.
 */
export const reachableStep = (state: WizardState, payLater: boolean) => {
  if (!state.criteria) return 0;
  if (!state.offer) return 1;
  if (!state.traveller || (state.traveller.isGuestUser && !state.guest)) return 2;
  if (!state.confirmation || payLater) return 3;
  return 4;
};

const storageKey = (portal: string) => `ridedesk.booking-wizard.${portal}`;

const load = (portal: string): WizardState => {
  try {
    const raw = window.sessionStorage.getItem(storageKey(portal));
    return raw ? { ...EMPTY_WIZARD, ...(JSON.parse(raw) as Partial<WizardState>) } : EMPTY_WIZARD;
  } catch {
    return EMPTY_WIZARD;
  }
};

const save = (portal: string, state: WizardState) => {
  try {
    if (state === EMPTY_WIZARD) window.sessionStorage.removeItem(storageKey(portal));
    else window.sessionStorage.setItem(storageKey(portal), JSON.stringify(state));
  } catch {
    // Private windows may refuse storage; the wizard still works, it just forgets on reload.
  }
};

/**
 * The wizard's state and its current step. The state lives for the tab (a reload keeps the
 * traveller's progress); the step is in the address (?step=2) so the browser's Back button
 * goes back a step. A step the state does not reach yet shows the furthest one it does.
 */
export const useBookingWizard = (portal: string, payLater: boolean) => {
  const [state, dispatch] = useReducer(wizardReducer, portal, load);
  const [params, setParams] = useSearchParams();

  useEffect(() => save(portal, state), [portal, state]);

  const lastStep = payLater ? 3 : 4;
  const requested = Math.max(1, Number(params.get('step')) || 1) - 1;
  const active = Math.min(requested, reachableStep(state, payLater), lastStep);

  const goTo = useCallback(
    (step: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (step <= 0) copy.delete('step');
          else copy.set('step', String(step + 1));
          return copy;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  return useMemo(() => ({ state, dispatch, active, lastStep, goTo }), [state, active, lastStep, goTo]);
};

export type BookingWizard = ReturnType<typeof useBookingWizard>;
