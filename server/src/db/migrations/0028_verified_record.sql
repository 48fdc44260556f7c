CREATE TYPE "public"."roster_event_kind" AS ENUM('joined', 'left', 'removed', 'role_changed', 'team_deleted');--> statement-breakpoint
CREATE TABLE "record_hidden_entries" (
	"user_id" uuid NOT NULL,
	"entry_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_hidden_entries_user_id_entry_id_pk" PRIMARY KEY("user_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "roster_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "roster_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_name" text NOT NULL,
	"team_slug" text NOT NULL,
	"kind" "roster_event_kind" NOT NULL,
	"role" text NOT NULL,
	"offer_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_hidden_entries" ADD CONSTRAINT "record_hidden_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_offer_id_transfer_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."transfer_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_events_user_idx" ON "roster_events" USING btree ("user_id","team_id","seq");--> statement-breakpoint
CREATE INDEX "roster_events_user_created_idx" ON "roster_events" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "roster_events_team_idx" ON "roster_events" USING btree ("team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: the history the database already knows (kept identical to BACKFILL_SQL in modules/record/record.repository.ts).
insert into roster_events (user_id, team_id, team_name, team_slug, kind, role, offer_id, created_at)
select b.user_id, b.team_id, b.team_name, b.team_slug, b.kind::roster_event_kind, b.role, b.offer_id, b.created_at from (
  select th.user_id, coalesce(th.from_team_id, th.id) as team_id, th.from_team_name as team_name,
         coalesce(th.from_team_slug, '') as team_slug, 'left' as kind, th.role, th.offer_id, th.created_at, 0 as ord
  from transfer_history th where th.from_team_name is not null
  union all
  select th.user_id, coalesce(th.to_team_id, th.id), th.to_team_name, th.to_team_slug, 'joined', th.role, th.offer_id,
         th.created_at, 1
  from transfer_history th
  union all
  select m.user_id, m.team_id, t.name, t.slug, 'joined', m.role::text, null, m.joined_at, 1
  from team_members m join teams t on t.id = m.team_id
  where not exists (select 1 from transfer_history th
                    where th.user_id = m.user_id and th.to_team_id = m.team_id and th.created_at = m.joined_at)
  union all
  select th.user_id, th.to_team_id, th.to_team_name, th.to_team_slug, 'left', th.role, null, now(), 2
  from transfer_history th
  where th.to_team_id is not null
    and not exists (select 1 from team_members m where m.user_id = th.user_id and m.team_id = th.to_team_id)
    and not exists (select 1 from transfer_history o
                    where o.user_id = th.user_id and o.from_team_id = th.to_team_id and o.created_at > th.created_at)
) b
where not exists (select 1 from roster_events)
order by b.created_at, b.ord;