import type { StaffCreate, StaffUpdate } from '@ridedesk/domain/staff/staff-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { StaffAnswer } from '../staff.ts';
import { staffKeys } from './query-keys.ts';

/** 409 (user name or address taken) and 422 (the plan's user limit, own role) are shown as the server says. */
export const KEEP_MESSAGES = [409, 422] as const;

export type StaffSave = { siteId: number | null } & (
  | { id: number; form: StaffUpdate }
  | { id?: undefined; form: StaffCreate }
);

/** POST api/user/create (new, mails the invitation) or PUT api/user/update (names, phone, role). */
export const saveStaff = async ({ siteId, id, form }: StaffSave) => {
  const body = { ...form, ...(siteId ? { siteId } : {}) };
  if (id !== undefined)
    return firstResult(
      await http.put<Results<StaffAnswer>>('/api/user/update', { ...body, id }, { keepMessageFor: KEEP_MESSAGES }),
    );
  return firstResult(
    await http.post<Results<StaffAnswer>>('/api/user/create', body, { keepMessageFor: KEEP_MESSAGES }),
  );
};

export const useSaveStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
