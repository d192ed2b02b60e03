import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import type { FirstRunPosition, FirstRunStep, FirstRunStepStatus } from '@ridedesk/domain/setup/first-run';

export type BookingState = 'open' | 'closed' | 'notSetUp';

export type StepStatus = { step: FirstRunStep; status: FirstRunStepStatus };

/** GET api/firstRun: where the administrator is, the catalogue to choose from and what the site has. */
export type FirstRunState = {
  position: FirstRunPosition;
  steps: StepStatus[];
  site: { id: number; name: string; host: string; bookingState: BookingState };
  area: {
    states: string[];
    airports: { id: number; name: string; code: string; city: string; state: string; isServed: boolean }[];
  };
  vehicles: {
    vehicleTypes: {
      id: number;
      name: string;
      description: string;
      imageFileName: string | null;
      seats: number;
      isOffered: boolean;
    }[];
    serviceTypes: { id: number; name: string; description: string; basis: PriceBasis; isOffered: boolean }[];
    fleets: { id: number; nickName: string; vehicleTypeId: number; vehicleType: string | null; isPublished: boolean }[];
  };
  payment: { cash: boolean; card: boolean };
  contact: { phone: string; email: string; address: string };
};

export type StepAnswer = { position: FirstRunPosition; steps: StepStatus[]; bookingState: BookingState };
