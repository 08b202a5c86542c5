ALTER TABLE "rate_limits" RENAME TO "quota_logs";--> statement-breakpoint
DROP INDEX "rate_limits_expires_at_idx";--> statement-breakpoint
CREATE INDEX "quota_logs_expires_at_idx" ON "quota_logs" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "quota_logs" DROP COLUMN "last_admitted";--> statement-breakpoint
ALTER TABLE "quota_logs" RENAME CONSTRAINT "rate_limits_pkey" TO "quota_logs_pkey";
