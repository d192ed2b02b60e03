import { describe, expect, it } from 'vitest';
import {
  areaStepSchema,
  contactStepSchema,
  FIRST_RUN_MESSAGES,
  paymentStepSchema,
  recordStep,
  stepStatuses,
  vehiclesStepSchema,
} from './first-run.ts';

const vehicle = (vehicleTypeId: number) => ({
  vehicleTypeId,
  nickName: 'Sedan 1',
  vin: '1HGCM82633A004352',
  color: 'Black',
  make: 'Lincoln',
  model: 'Continental',
  year: 2024,
  seater: 3,
  luggageCapacity: 3,
  prices: [{ serviceTypeId: 1, basis: 'per mile', baseFare: 15, perMileRate: 3.5, minimumFare: 45 }],
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('recordStep', () => {
  it('When the first step is saved, then the guide moves to the second', () => {
    expect(recordStep({ doneSteps: [], skippedSteps: [] }, 'area', 'done')).toEqual({
      position: 'vehicles',
      doneSteps: ['area'],
      skippedSteps: [],
    });
  });
  it('When the last step is skipped with an earlier one still open, then the guide goes back to it', () => {
    expect(recordStep({ doneSteps: ['area', 'payment'], skippedSteps: [] }, 'contact', 'skipped').position).toBe(
      'vehicles',
    );
  });
  it('When a skipped step is saved later, then it is done and no longer skipped; when every step is settled, then the guide is done', () => {
    const next = recordStep(
      { doneSteps: ['area', 'payment', 'contact'], skippedSteps: ['vehicles'] },
      'vehicles',
      'done',
    );
    expect(next).toEqual({ position: 'done', doneSteps: ['area', 'vehicles', 'payment', 'contact'], skippedSteps: [] });
  });
  it('When a saved step is skipped on a second visit, then it stays saved', () => {
    expect(recordStep({ doneSteps: ['area'], skippedSteps: [] }, 'area', 'skipped').doneSteps).toEqual(['area']);
    expect(stepStatuses({ doneSteps: ['area'], skippedSteps: ['payment'] }).map((s) => s.status)).toEqual([
      'done',
      'todo',
      'skipped',
      'todo',
    ]);
  });
});

describe('step schemas', () => {
  it('When no state is chosen or a state is unknown, then the area step says so', () => {
    expect(messagesOf(areaStepSchema.safeParse({ states: [] }))).toEqual([FIRST_RUN_MESSAGES.states]);
    expect(messagesOf(areaStepSchema.safeParse({ states: ['XX'] }))).toEqual(['Please choose a valid state']);
    expect(areaStepSchema.parse({ states: ['il', 'IL'] })).toEqual({ states: ['IL'], airportIds: [] });
  });
  it('When a vehicle type comes twice or a per-mile price has no mile rate, then the vehicles step says so', () => {
    expect(messagesOf(vehiclesStepSchema.safeParse({ vehicles: [vehicle(1), vehicle(1)] }))).toEqual([
      FIRST_RUN_MESSAGES.vehicleTypeTwice,
    ]);
    const noRate = { ...vehicle(2), prices: [{ serviceTypeId: 1, basis: 'per mile', baseFare: 15 }] };
    expect(messagesOf(vehiclesStepSchema.safeParse({ vehicles: [noRate] }))).toEqual([
      'Please enter the per mile rate',
    ]);
    expect(messagesOf(vehiclesStepSchema.safeParse({ vehicles: [] }))).toEqual([FIRST_RUN_MESSAGES.vehicles]);
    expect(vehiclesStepSchema.safeParse({ vehicles: [vehicle(1), vehicle(2)] }).success).toBe(true);
  });
  it('When neither cash nor card is chosen, then the payment step says so', () => {
    expect(messagesOf(paymentStepSchema.safeParse({ cash: false, card: false }))).toEqual([FIRST_RUN_MESSAGES.payment]);
  });
  it('When the phone is malformed or the address empty, then the contact step answers the spec messages', () => {
    const result = contactStepSchema.safeParse({ phone: '12', email: 'ops@acme.example', address: ' ' });
    expect(messagesOf(result)).toEqual([
      'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
      FIRST_RUN_MESSAGES.address,
    ]);
  });
});
