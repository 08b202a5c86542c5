ALTER TABLE "tasks" RENAME COLUMN "source" TO "caller";--> statement-breakpoint
ALTER TABLE "generation_jobs" RENAME COLUMN "owner" TO "caller";--> statement-breakpoint
ALTER INDEX "generation_jobs_owner_idx" RENAME TO "generation_jobs_caller_idx";
