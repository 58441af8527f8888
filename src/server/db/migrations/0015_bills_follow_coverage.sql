-- Bills follow coverage (docs/product/billing.md): an invoice line per plan with its volume and
-- rate, and 'Adjustment' lines, so a line is known by its place on the invoice. The lines of the
-- invoices issued per head keep what they said: their month is their invoice's, their rate per
-- employee stays, they have no volume. The rates per head go.
DROP TABLE "client_rates" CASCADE;--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_coverage_pk";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "monthly_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "line" smallint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" text DEFAULT 'premium' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "billed_month" date;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "volume_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "rate_microdollars" integer;--> statement-breakpoint
UPDATE "invoice_lines" SET
  "line" = "numbered"."line",
  "billed_month" = "numbered"."period_start"
FROM (
  SELECT "invoice_lines"."invoice_id", "invoice_lines"."coverage", "invoices"."period_start",
    row_number() OVER (
      PARTITION BY "invoice_lines"."invoice_id"
      ORDER BY array_position(
        ARRAY['short-term-disability', 'long-term-disability', 'basic-life'],
        "invoice_lines"."coverage"
      )
    ) AS "line"
  FROM "invoice_lines" JOIN "invoices" ON "invoices"."id" = "invoice_lines"."invoice_id"
) AS "numbered"
WHERE "numbered"."invoice_id" = "invoice_lines"."invoice_id"
  AND "numbered"."coverage" = "invoice_lines"."coverage";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "line" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "billed_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_line_pk" PRIMARY KEY("invoice_id","line");
