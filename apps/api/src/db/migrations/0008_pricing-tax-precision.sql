ALTER TABLE "price_definitions" ALTER COLUMN "tax_percentage" SET DATA TYPE numeric(6, 3);--> statement-breakpoint
ALTER TABLE "price_definitions" ALTER COLUMN "tax_percentage" SET DEFAULT '0';