import { describe, expect, it } from 'vitest';
import { type RideStatus, stageOf } from './driver-job.ts';
import { awaitsAnswer, effectiveStage, isFinished, nextStep, offersNoShow, sharesLocation } from './next-step.ts';

describe("the chauffeur's next step", () => {
  it('When the ride is accepted, then the steps run On the way, Arrived, Passenger on board, Completed, then nothing', () => {
    const walked: RideStatus[] = [];
    let status: RideStatus | null = 'accepted';
    while (status) {
      walked.push(status);
      status = nextStep(status);
    }
    expect(walked).toEqual(['accepted', 'en route', 'arrived', 'on board', 'completed']);
  });

  it('When the ride is only offered, then there is no step but the accept or decline answer', () => {
    expect(nextStep('assigned')).toBeNull();
    expect(awaitsAnswer('assigned')).toBe(true);
    expect(awaitsAnswer('accepted')).toBe(false);
  });

  it('When the chauffeur has arrived, then No-show is offered; at no other status', () => {
    const offered = (['assigned', 'accepted', 'en route', 'arrived', 'on board', 'completed'] as RideStatus[]).filter(
      offersNoShow,
    );
    expect(offered).toEqual(['arrived']);
  });

  it('When the ride is completed, a no-show, cancelled or back on the board, then it is finished and has no step', () => {
    for (const status of ['completed', 'no show', 'cancelled', 'confirmed', 'declined'] as RideStatus[]) {
      expect(isFinished(status)).toBe(true);
      expect(nextStep(status)).toBeNull();
    }
    expect(isFinished('on board')).toBe(false);
  });

  it('When the ride is on the way, arrived or on board, then the position is shared; before and after, not', () => {
    const sharing = (
      ['assigned', 'accepted', 'en route', 'arrived', 'on board', 'completed', 'no show'] as RideStatus[]
    ).filter(sharesLocation);
    expect(sharing).toEqual(['en route', 'arrived', 'on board']);
  });

  it('When the server answers an assigned ride, then it is an offer until accepted', () => {
    expect(stageOf({ status: 'assigned', accepted: false })).toBe('assigned');
    expect(stageOf({ status: 'assigned', accepted: true })).toBe('accepted');
    expect(stageOf({ status: 'arrived', accepted: true })).toBe('arrived');
  });

  it('When changes wait in the queue, then the chauffeur sees the last of them; with none, the server status', () => {
    expect(effectiveStage('accepted', [])).toBe('accepted');
    expect(effectiveStage('accepted', [{ status: 'en route' }, { status: 'arrived' }])).toBe('arrived');
  });
});
