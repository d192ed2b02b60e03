import { isSpUser, ROLES } from '@ridedesk/domain/shared/constants';
import { useSession } from '../../lib/session.ts';

/**
 * What the signed-in person may do on these screens: provider administrators and the platform
 * administrator change records; standard users (SPUser) look only (spec 01 section 6).
 */
export const useMasterDataRole = () => {
  const role = useSession()?.user.role ?? '';
  return {
    canManage: role === ROLES.spAdmin || role === ROLES.superAdmin,
    isPlatformAdmin: role === ROLES.superAdmin,
    isSpUser: isSpUser(role),
  };
};
