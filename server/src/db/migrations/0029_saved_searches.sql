CREATE TABLE "market_candidates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"alerted_at" timestamp (3) with time zone,
	CONSTRAINT "saved_search_matches_search_id_user_id_pk" PRIMARY KEY("search_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"checked_until" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"next_alert_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_candidates" ADD CONSTRAINT "market_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_candidates_changed_idx" ON "market_candidates" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_user_idx" ON "saved_search_matches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_alert_at","checked_until");