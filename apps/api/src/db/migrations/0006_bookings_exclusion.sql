-- A vehicle is never booked twice: two live bookings of one fleet cannot hold overlapping
-- times. The database is the final arbiter, whatever the application checked before.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist ("site_id" WITH =, "fleet_id" WITH =, "held" WITH &&)
  WHERE ("booking_status" NOT IN ('cancelled', 'no show'));
