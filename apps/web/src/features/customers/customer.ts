/** A traveller of the site as api/customer/mappingBySiteId answers it. */
export type Customer = {
  customerId: string;
  customerType: 'Registered' | 'Guest';
  userId: number | null;
  guestUserId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  noOfBookings: number;
  totalSpent: number;
  lastRide: string | null;
  firstBookingOn: string;
};
