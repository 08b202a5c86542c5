CREATE TABLE "media_objects_in_flight" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"storage_driver" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_objects_in_flight_started_at_idx" ON "media_objects_in_flight" USING btree ("started_at");