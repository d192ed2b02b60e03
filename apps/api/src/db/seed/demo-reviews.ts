import { publicName } from '@ridedesk/domain/reviews/review-summary';
import { and, asc, eq } from 'drizzle-orm';
import { bookings } from '../../modules/bookings/bookings.schema.ts';
import { riderReviews, serviceProviderReviews } from '../../modules/reviews/reviews.schema.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';

const HOUR_MS = 3_600_000;

/**
 * Demo reviews on the demo bookings' completed rides: the demo `customer` reviewed City Limo's
 * earliest ride (with the provider's reply) and each provider rated a few of its travellers.
 * City Limo's later completed ride of the customer is left unreviewed, for the review screens.
 */
export const seedDemoReviews = async (tx: Tx) => {
  const customer = await findUserByLogin(tx, 'customer');
  const rider = [
    { host: 'citylimo.localhost', staff: 'provider', ratings: [5, 4] },
    { host: 'baychauffeurs.localhost', staff: 'provider2', ratings: [4, 5] },
    { host: 'lonestarcars.localhost', staff: 'provider3', ratings: [5] },
  ];
  for (const demo of rider) {
    const site = await findSiteByHost(tx, demo.host);
    const staff = await findUserByLogin(tx, demo.staff);
    if (!site || !staff) continue;
    const done = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.siteId, site.id), eq(bookings.bookingStatus, 'completed')))
      .orderBy(asc(bookings.pickupAt));
    for (const [i, booking] of done.entries()) {
      const rating = demo.ratings[i];
      if (rating === undefined) break;
      const after = new Date(booking.dropoffAt.getTime() + 3 * HOUR_MS);
      await tx.insert(riderReviews).values({
        siteId: site.id,
        bookingId: booking.id,
        riderKey: booking.userId ? `U${booking.userId}` : `G${booking.guestUserId}`,
        riderUserId: booking.userId,
        riderName: `${booking.customerFirstName} ${booking.customerLastName}`,
        rating,
        comment:
          rating === 5 ? 'Ready at the door, polite and on time.' : 'On time; a little luggage more than booked.',
        createdBy: staff.id,
        createdOn: after,
      });
      if (customer && booking.userId === customer.id && i === 0)
        await tx.insert(serviceProviderReviews).values({
          siteId: site.id,
          bookingId: booking.id,
          userId: customer.id,
          reviewerName: publicName(customer.firstName, customer.lastName),
          rating: 5,
          comment: 'Spotless car, the chauffeur tracked my flight and waited without a word.',
          reply: 'Thank you! We look forward to driving you again.',
          repliedBy: staff.id,
          repliedOn: new Date(after.getTime() + 20 * HOUR_MS),
          createdOn: new Date(after.getTime() + HOUR_MS),
        });
    }
  }
};
