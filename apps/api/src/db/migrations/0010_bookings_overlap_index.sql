-- Availability probes ask "does a live booking of this fleet end after the pickup and start
-- before the window ends?". A B-tree on the end of the held range answers that by reading only
-- the fleet's bookings that end after the pickup, instead of walking the GiST index.
CREATE INDEX IF NOT EXISTS "bookings_fleet_held_end_idx" ON "bookings" ("site_id", "fleet_id", upper("held"))
  WHERE "booking_status" NOT IN ('cancelled', 'no show');
