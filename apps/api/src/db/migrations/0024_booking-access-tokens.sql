CREATE TABLE "booking_access_tokens" (
	"site_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_access_tokens_pk" PRIMARY KEY("site_id","token_hash"),
	CONSTRAINT "booking_access_tokens_purpose_ck" CHECK ("booking_access_tokens"."purpose" in ('manage','track')),
	CONSTRAINT "booking_access_tokens_hash_ck" CHECK ("booking_access_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "booking_access_tokens" ADD CONSTRAINT "booking_access_tokens_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_access_tokens_booking_idx" ON "booking_access_tokens" USING btree ("site_id","booking_id","purpose");