CREATE TABLE "notification_contents" (
	"site_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "notification_contents_pk" PRIMARY KEY("site_id","notification_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "notification_statuses" (
	"site_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_status" boolean DEFAULT true NOT NULL,
	"read_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_statuses_pk" PRIMARY KEY("site_id","notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'announcement' NOT NULL,
	"role_names" text[] NOT NULL,
	"all_sites" boolean DEFAULT false NOT NULL,
	"recipient_user_id" integer,
	"booking_id" integer,
	"booking_event" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "notifications_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('announcement','booking')),
	CONSTRAINT "notifications_roles_ck" CHECK (cardinality("notifications"."role_names") > 0)
);
--> statement-breakpoint
CREATE TABLE "rider_reviews" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rider_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"rider_key" text NOT NULL,
	"rider_user_id" integer,
	"rider_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "rider_reviews_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "rider_reviews_rating_ck" CHECK ("rider_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_provider_reviews" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "service_provider_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "service_provider_reviews_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "service_provider_reviews_rating_ck" CHECK ("service_provider_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notification_contents" ADD CONSTRAINT "notification_contents_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_contents" ADD CONSTRAINT "notification_contents_notification_fk" FOREIGN KEY ("site_id","notification_id") REFERENCES "public"."notifications"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_statuses" ADD CONSTRAINT "notification_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_statuses" ADD CONSTRAINT "notification_statuses_notification_fk" FOREIGN KEY ("site_id","notification_id") REFERENCES "public"."notifications"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_reviews" ADD CONSTRAINT "rider_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_reviews" ADD CONSTRAINT "rider_reviews_rider_user_id_users_id_fk" FOREIGN KEY ("rider_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_reviews" ADD CONSTRAINT "rider_reviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_reviews" ADD CONSTRAINT "rider_reviews_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_reviews" ADD CONSTRAINT "rider_reviews_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_reviews" ADD CONSTRAINT "service_provider_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_reviews" ADD CONSTRAINT "service_provider_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_reviews" ADD CONSTRAINT "service_provider_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_reviews" ADD CONSTRAINT "service_provider_reviews_booking_fk" FOREIGN KEY ("site_id","booking_id") REFERENCES "public"."bookings"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_statuses_user_idx" ON "notification_statuses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_id_uq" ON "notifications" USING btree ("id");--> statement-breakpoint
CREATE INDEX "notifications_site_created_idx" ON "notifications" USING btree ("site_id","created_on");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_reviews_id_uq" ON "rider_reviews" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_reviews_booking_uq" ON "rider_reviews" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE INDEX "rider_reviews_rider_idx" ON "rider_reviews" USING btree ("site_id","rider_key");--> statement-breakpoint
CREATE INDEX "rider_reviews_user_idx" ON "rider_reviews" USING btree ("rider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_provider_reviews_id_uq" ON "service_provider_reviews" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_provider_reviews_booking_uq" ON "service_provider_reviews" USING btree ("site_id","booking_id");--> statement-breakpoint
CREATE INDEX "service_provider_reviews_user_idx" ON "service_provider_reviews" USING btree ("user_id");