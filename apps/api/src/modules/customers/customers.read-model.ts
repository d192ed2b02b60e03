import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containing } from '../../db/text-search.ts';
import { bookings, guestUsers } from '../bookings/bookings.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The customer read model: a site's travellers (registered users and guests) folded out of its
 * bookings in one read-only query. Nothing here writes; bookings stay owned by their module.
 *
 * - noOfBookings: the traveller's bookings that were not cancelled;
 * - totalSpent: the totals of bookings that were paid or completed, unless refunded or failed;
 * - lastRide: the latest pickup, at or before now, of a booking not cancelled and not a no-show.
 */
export type CustomerRow = {
  customerId: string;
  customerType: 'Registered' | 'Guest';
  userId: number | null;
  guestUserId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  noOfBookings: number;
  totalSpent: string;
  lastRide: Date | null;
  firstBookingOn: Date;
  totalCount: number;
};

export const listCustomers = async (
  db: Tx,
  input: { siteId: number; search?: string; offset: number; limit: number; now: Date },
): Promise<CustomerRow[]> => {
  const pattern = input.search ? containing(input.search) : null;
  const result = await db.execute(sql`
    with site_bookings as (
      select
        case when ${bookings.userId} is not null then 'U' || ${bookings.userId} else 'G' || ${bookings.guestUserId} end as customer_id,
        ${bookings.userId} as user_id,
        ${bookings.guestUserId} as guest_user_id,
        ${bookings.customerFirstName} as first_name,
        ${bookings.customerLastName} as last_name,
        ${bookings.customerEmail} as email,
        ${bookings.customerMobile} as phone,
        ${bookings.pickupAt} as pickup_at,
        ${bookings.totalPrice} as total_price,
        ${bookings.bookingStatus} as booking_status,
        ${bookings.paymentStatus} as payment_status,
        ${bookings.createdOn} as created_on
      from ${bookings}
      where ${bookings.siteId} = ${input.siteId}
    ),
    folded as (
      select
        customer_id,
        max(user_id) as user_id,
        max(guest_user_id) as guest_user_id,
        (array_agg(first_name order by created_on desc))[1] as booked_first_name,
        (array_agg(last_name order by created_on desc))[1] as booked_last_name,
        (array_agg(email order by created_on desc))[1] as booked_email,
        (array_agg(phone order by created_on desc))[1] as booked_phone,
        count(*) filter (where booking_status <> 'cancelled')::int as no_of_bookings,
        coalesce(sum(total_price) filter (
          where (payment_status = 'Paid' or booking_status = 'completed')
            and payment_status not in ('Refunded', 'Failed')
            and booking_status <> 'cancelled'
        ), 0)::numeric(12,2)::text as total_spent,
        max(pickup_at) filter (
          where booking_status not in ('cancelled', 'no show') and pickup_at <= ${input.now.toISOString()}::timestamptz
        ) as last_ride,
        min(created_on) as first_booking_on
      from site_bookings
      group by customer_id
    ),
    named as (
      select
        f.*,
        coalesce(u.first_name, g.first_name, f.booked_first_name) as first_name,
        coalesce(u.last_name, g.last_name, f.booked_last_name) as last_name,
        coalesce(u.email, g.email_address, f.booked_email) as email,
        coalesce(u.phone, g.mobile_number, f.booked_phone) as phone
      from folded f
      left join ${users} u on u.id = f.user_id
      left join ${guestUsers} g on g.site_id = ${input.siteId} and g.id = f.guest_user_id and f.user_id is null
    )
    select
      customer_id, user_id, guest_user_id, first_name, last_name, email, phone,
      no_of_bookings, total_spent, last_ride, first_booking_on,
      count(*) over ()::int as total_count
    from named
    where ${pattern}::text is null
      or (first_name || ' ' || last_name) ilike ${pattern}
      or email ilike ${pattern}
      or phone ilike ${pattern}
      or customer_id ilike ${pattern}
    order by last_ride desc nulls last, first_booking_on desc, customer_id
    offset ${input.offset} limit ${input.limit}
  `);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    customerId: String(r.customer_id),
    customerType: r.user_id != null ? 'Registered' : 'Guest',
    userId: r.user_id == null ? null : Number(r.user_id),
    guestUserId: r.guest_user_id == null ? null : Number(r.guest_user_id),
    firstName: String(r.first_name ?? ''),
    lastName: String(r.last_name ?? ''),
    email: String(r.email ?? ''),
    phone: String(r.phone ?? ''),
    noOfBookings: Number(r.no_of_bookings),
    totalSpent: String(r.total_spent),
    lastRide: r.last_ride == null ? null : new Date(r.last_ride as string),
    firstBookingOn: new Date(r.first_booking_on as string),
    totalCount: Number(r.total_count),
  }));
};
