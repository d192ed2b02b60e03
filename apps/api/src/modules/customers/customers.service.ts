import type { Db } from '../../db/client.ts';
import { pageWindow } from '../../lib/paged-query.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import * as readModel from './customers.read-model.ts';

const money = (value: string) => Math.round(Number(value) * 100) / 100;

const toCustomerDto = (row: readModel.CustomerRow) => ({
  customerId: row.customerId,
  customerType: row.customerType,
  userId: row.userId,
  guestUserId: row.guestUserId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  noOfBookings: row.noOfBookings,
  totalSpent: money(row.totalSpent),
  lastRide: row.lastRide?.toISOString() ?? null,
  firstBookingOn: row.firstBookingOn.toISOString(),
});
export type CustomerDto = ReturnType<typeof toCustomerDto>;

/** Customers (/admin/customers): a site's travellers, registered and guests, from its bookings. */
export const createCustomersService = (deps: { db: Db }) => ({
  /** One page of the site's travellers, most recent riders first, optionally searched. */
  listCustomers: async (
    { siteId, now }: Pick<UseCaseContext, 'siteId' | 'now'>,
    query: { search?: string; page: number; pageSize: number },
  ) => {
    const rows = await readModel.listCustomers(deps.db, {
      siteId,
      search: query.search?.trim() || undefined,
      ...pageWindow(query),
      now,
    });
    return { customers: rows.map(toCustomerDto), total: rows[0]?.totalCount ?? 0 };
  },
});

export type CustomersService = ReturnType<typeof createCustomersService>;
