CREATE TABLE "sms_opt_outs" (
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_pk" PRIMARY KEY("site_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"body" text NOT NULL,
	"template" text,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_on" timestamp with time zone,
	"provider_id" text,
	"error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" timestamp with time zone,
	CONSTRAINT "sms_outbox_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "sms_outbox_status_ck" CHECK (status in ('pending', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'opted-out'))
);
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_claimed_idx" ON "sms_outbox" USING btree ("claimed_on") WHERE "sms_outbox"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "sms_outbox_site_idx" ON "sms_outbox" USING btree ("site_id","created_on");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_idx" ON "sms_outbox" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_dedupe_uq" ON "sms_outbox" USING btree ("site_id","dedupe_key");