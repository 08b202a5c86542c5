CREATE TABLE "usage_counts" (
	"subject" text NOT NULL,
	"operation_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL,
	"limited" integer NOT NULL,
	"errors" integer NOT NULL,
	CONSTRAINT "usage_counts_subject_operation_id_hour_pk" PRIMARY KEY("subject","operation_id","hour")
);
--> statement-breakpoint
CREATE INDEX "usage_counts_hour_idx" ON "usage_counts" USING btree ("hour");