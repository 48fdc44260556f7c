CREATE TABLE "rated_matches" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rated_matches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"score_a" integer NOT NULL,
	"score_b" integer NOT NULL,
	"played_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"match_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"side" text NOT NULL,
	"game" text NOT NULL,
	"seq" bigint NOT NULL,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	"played_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "rating_changes_match_id_subject_kind_subject_id_pk" PRIMARY KEY("match_id","subject_kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"game" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"conservative" double precision NOT NULL,
	"games" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ratings_subject_kind_subject_id_game_pk" PRIMARY KEY("subject_kind","subject_id","game")
);
--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_rated_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."rated_matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rated_matches_game_seq_idx" ON "rated_matches" USING btree ("game","seq");--> statement-breakpoint
CREATE INDEX "rating_changes_subject_idx" ON "rating_changes" USING btree ("subject_kind","subject_id","game","seq");--> statement-breakpoint
CREATE INDEX "ratings_board_idx" ON "ratings" USING btree ("game","subject_kind","conservative" DESC NULLS LAST,"subject_id");