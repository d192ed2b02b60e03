-- ride_positions is a tenant table: its key leads with site_id like every other (db/tenant-keys.test.ts).
ALTER TABLE "ride_positions" DROP CONSTRAINT "ride_positions_pkey";--> statement-breakpoint
ALTER TABLE "ride_positions" ADD CONSTRAINT "ride_positions_pk" PRIMARY KEY("site_id","id");
