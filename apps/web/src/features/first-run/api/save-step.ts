import type { AreaStep, ContactStep, FirstRunStep, PaymentStep, VehiclesStep } from '@ridedesk/domain/setup/first-run';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { StepAnswer } from '../first-run-types.ts';
import { useRefreshGuide } from './refresh-guide.ts';

export type StepBodies = { area: AreaStep; vehicles: VehiclesStep; payment: PaymentStep; contact: ContactStep };

/** POST api/firstRun/{area|vehicles|payment|contact}: one step, saved whole. */
export const saveStep = async <S extends FirstRunStep>(step: S, body: StepBodies[S]) =>
  firstResult(await http.post<Results<StepAnswer>>(`/api/firstRun/${step}`, body));

export const useSaveStep = <S extends FirstRunStep>(step: S) => {
  const refresh = useRefreshGuide();
  return useMutation({ mutationFn: (body: StepBodies[S]) => saveStep(step, body), onSuccess: refresh });
};
