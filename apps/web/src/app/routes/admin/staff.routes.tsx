import { StaffScreen } from '../../../features/staff/components/staff-screen.tsx';
import type { AdminArea } from '../portal-routes.ts';

/** Manage Users (spec 01 route /users): provider administrators manage their staff. */
export const staffRoutes: AdminArea = {
  menu: [{ path: 'users', element: <StaffScreen /> }],
};
