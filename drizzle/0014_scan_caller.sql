ALTER TABLE "assessment_scans" RENAME COLUMN "client_id" TO "caller";--> statement-breakpoint
-- Database clients were stored by their bare uuid next to client_kind; a caller id says the kind itself.
UPDATE "assessment_scans" SET "caller" = 'client:' || "caller" WHERE "client_kind" = 'database';--> statement-breakpoint
ALTER INDEX "assessment_scans_client_created_idx" RENAME TO "assessment_scans_caller_created_idx";--> statement-breakpoint
ALTER TABLE "assessment_scans" DROP COLUMN "client_kind";
