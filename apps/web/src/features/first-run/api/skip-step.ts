import type { FirstRunStep } from '@ridedesk/domain/setup/first-run';
import { useMutation } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { StepAnswer } from '../first-run-types.ts';
import { useRefreshGuide } from './refresh-guide.ts';

/** POST api/firstRun/skip: a step left for later (the setup checklist lists what it leaves missing). */
export const skipStep = async (step: FirstRunStep) =>
  firstResult(await http.post<Results<StepAnswer>>('/api/firstRun/skip', { step }));

export const useSkipStep = () => {
  const refresh = useRefreshGuide();
  return useMutation({ mutationFn: skipStep, onSuccess: refresh });
};
