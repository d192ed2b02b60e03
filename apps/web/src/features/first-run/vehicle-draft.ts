import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import { starterPrice } from '@ridedesk/domain/setup/starter-prices';
import type { FirstRunState } from './first-run-types.ts';

type VehicleType = FirstRunState['vehicles']['vehicleTypes'][number];
type ServiceType = FirstRunState['vehicles']['serviceTypes'][number];

/** A starter price as the form holds it: text fields, and whether the service is offered with this vehicle. */
export type PriceDraft = {
  serviceTypeId: number;
  basis: PriceBasis;
  offered: boolean;
  baseFare: string;
  perMileRate: string;
  perHourRate: string;
  minimumHours: string;
  minimumFare: string;
};

export type VehicleDraft = {
  vehicleTypeId: number;
  nickName: string;
  vin: string;
  make: string;
  model: string;
  year: string;
  color: string;
  seater: string;
  luggageCapacity: string;
  imageFileName: string | null;
  prices: PriceDraft[];
};

const text = (n: number) => (n ? String(n) : '');

/** A new vehicle of a type: its suggested seats and bags, this year, and a starter price per service type. */
export const newVehicleDraft = (type: VehicleType, serviceTypes: ServiceType[], existing: number): VehicleDraft => ({
  vehicleTypeId: type.id,
  nickName: `${type.name} ${existing + 1}`,
  vin: '',
  make: '',
  model: '',
  year: String(new Date().getFullYear()),
  color: 'Black',
  seater: String(type.seats),
  luggageCapacity: String(type.seats),
  imageFileName: null,
  prices: serviceTypes.map((service) => {
    const price = starterPrice(type.seats, service.basis);
    return {
      serviceTypeId: service.id,
      basis: service.basis,
      offered: true,
      baseFare: text(price.baseFare),
      perMileRate: text(price.perMileRate),
      perHourRate: text(price.perHourRate),
      minimumHours: text(price.minimumHours),
      minimumFare: text(price.minimumFare),
    };
  }),
});

/** What the vehicles step sends: the offered prices only; a flat price's minimum is the price itself. */
export const vehicleBody = (draft: VehicleDraft) => ({
  vehicleTypeId: draft.vehicleTypeId,
  nickName: draft.nickName,
  vin: draft.vin,
  make: draft.make,
  model: draft.model,
  year: draft.year,
  color: draft.color,
  seater: draft.seater,
  luggageCapacity: draft.luggageCapacity,
  imageFileName: draft.imageFileName,
  prices: draft.prices
    .filter((p) => p.offered)
    .map((p) => ({
      serviceTypeId: p.serviceTypeId,
      basis: p.basis,
      baseFare: p.basis === 'per hour' ? '0' : p.baseFare,
      perMileRate: p.basis === 'per mile' ? p.perMileRate : '0',
      perHourRate: p.basis === 'per hour' ? p.perHourRate : '0',
      minimumHours: p.basis === 'per hour' ? p.minimumHours : '0',
      minimumFare: p.basis === 'flat' ? p.baseFare : p.minimumFare,
    })),
});
