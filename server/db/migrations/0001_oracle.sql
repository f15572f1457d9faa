CREATE TABLE "botcheck_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "theme" text DEFAULT 'general' NOT NULL;