CREATE TABLE "care_offers" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "care_offers_day_kind_pk" PRIMARY KEY("day","kind")
);
