CREATE TABLE "registration_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"male" integer NOT NULL,
	"female" integer NOT NULL,
	"other" integer NOT NULL,
	"total" integer NOT NULL,
	"applied" integer NOT NULL
);
