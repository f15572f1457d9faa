CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "grant_day" date;--> statement-breakpoint
CREATE INDEX "limit_counters_resets_at_idx" ON "limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_test_grant_day_idx" ON "purchases" USING btree ("user_id","grant_day") WHERE "purchases"."kind" = 'test_grant';