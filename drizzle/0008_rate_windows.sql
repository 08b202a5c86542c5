CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"seconds" bigint[] NOT NULL,
	"counts" integer[] NOT NULL,
	"last_admitted" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_windows_expires_at_idx" ON "rate_windows" USING btree ("expires_at");