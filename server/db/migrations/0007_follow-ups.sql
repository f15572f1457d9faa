CREATE TABLE "question_follow_ups" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"resonated" text,
	"note" text,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_follow_ups_note_length" CHECK (char_length("question_follow_ups"."note") <= 500),
	CONSTRAINT "question_follow_ups_answered_or_dismissed" CHECK ("question_follow_ups"."resonated" is not null or "question_follow_ups"."dismissed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "follow_up_days" integer DEFAULT 7;--> statement-breakpoint
ALTER TABLE "question_follow_ups" ADD CONSTRAINT "question_follow_ups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_follow_ups" ADD CONSTRAINT "question_follow_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_follow_ups_user_idx" ON "question_follow_ups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_follow_up_days" CHECK ("profiles"."follow_up_days" in (3, 7, 14));