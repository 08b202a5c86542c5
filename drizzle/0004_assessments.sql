CREATE TABLE "assessment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"client_kind" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"final_url" text,
	"outcome" text NOT NULL,
	"reason" text,
	"http_status" integer,
	"credit_used" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assessment_scans_client_created_idx" ON "assessment_scans" USING btree ("client_id","created_at");