CREATE TABLE "invoices" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	"issued_on" timestamp with time zone NOT NULL,
	"due_on" timestamp with time zone NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"bookings" integer NOT NULL,
	"allowance" integer NOT NULL,
	"overage_bookings" integer NOT NULL,
	"plan_fee" numeric(12, 2) NOT NULL,
	"overage_amount" numeric(12, 2) NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"paid_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone,
	CONSTRAINT "invoices_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Draft','Due','Paid')),
	CONSTRAINT "invoices_amounts_ck" CHECK ("invoices"."plan_fee" >= 0 and "invoices"."overage_amount" >= 0 and "invoices"."tax" >= 0 and "invoices"."total" = "invoices"."subtotal" + "invoices"."tax")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_id_uq" ON "invoices" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_site_period_uq" ON "invoices" USING btree ("site_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period_start");