-- Team scheduling (docs/product.md#teams): team slugs, the hosts of team event types, and the
-- hosts of each booking carrying the no-double-booking guarantee per host.
ALTER TABLE "teams" ADD COLUMN "slug" text;--> statement-breakpoint
-- Backfill from the names like slugify(): lowercase, runs of other characters become one dash; a
-- clash gets a suffix from the team's id.
WITH "base" AS (
  SELECT "id", "created_at",
    COALESCE(NULLIF(left(trim(both '-' FROM regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 60), ''), 'team') AS "s"
  FROM "teams"
), "numbered" AS (
  SELECT "id", "s", row_number() OVER (PARTITION BY "s" ORDER BY "created_at", "id") AS "n" FROM "base"
)
UPDATE "teams" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN rtrim("numbered"."s", '-') ELSE rtrim("numbered"."s", '-') || '-' || left(replace("teams"."id"::text, '-', ''), 8) END
FROM "numbered" WHERE "numbered"."id" = "teams"."id";--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_unique" ON "teams" USING btree ("slug");--> statement-breakpoint
-- event_types.team_id existed without a reference: clear dangling values, then reference teams.
-- SET NULL: deleting a team leaves its types (and their bookings) with their creator.
UPDATE "event_types" SET "team_id" = NULL WHERE "team_id" IS NOT NULL AND "team_id" NOT IN (SELECT "id" FROM "teams");--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_types_team_idx" ON "event_types" USING btree ("team_id");--> statement-breakpoint
-- /team/{teamSlug}/{slug} names one type.
CREATE UNIQUE INDEX "event_types_team_slug_unique" ON "event_types" USING btree ("team_id","slug") WHERE "team_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "event_type_hosts" (
	"event_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "event_type_hosts_pk" PRIMARY KEY ("event_type_id", "user_id")
);--> statement-breakpoint
ALTER TABLE "event_type_hosts" ADD CONSTRAINT "event_type_hosts_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_hosts" ADD CONSTRAINT "event_type_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_type_hosts_user_idx" ON "event_type_hosts" USING btree ("user_id");--> statement-breakpoint
-- Every host a booking holds: bookings.host_id (the assigned or only host) plus, for collective
-- types, every other host. The rows mirror their booking's blocked range, seat key and liveness.
CREATE TABLE "booking_hosts" (
	"booking_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"blocked_start" timestamp with time zone NOT NULL,
	"blocked_end" timestamp with time zone NOT NULL,
	"seat_key" text NOT NULL,
	"live" boolean NOT NULL,
	CONSTRAINT "booking_hosts_pk" PRIMARY KEY ("booking_id", "host_id")
);--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hosts_host_blocked_idx" ON "booking_hosts" USING btree ("host_id", "blocked_start");--> statement-breakpoint
INSERT INTO "booking_hosts" ("booking_id", "host_id", "blocked_start", "blocked_end", "seat_key", "live")
  SELECT "id", "host_id", "blocked_start", "blocked_end", "seat_key", "status" IN ('pending', 'confirmed') FROM "bookings";--> statement-breakpoint
-- No double booking, per host, across personal and team bookings (decisions §2): two live rows of
-- one host may not overlap in their blocked range unless they share a seat key (the seats of one
-- group time). Replaces bookings_no_double_booking, which only saw bookings.host_id.
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_no_double_booking"
  EXCLUDE USING gist (
    "host_id" WITH =,
    tstzrange("blocked_start", "blocked_end", '[)') WITH &&,
    "seat_key" WITH <>
  ) WHERE ("live");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_double_booking";--> statement-breakpoint
-- The rows follow their booking in the same statement, whichever code path writes it (book,
-- confirm, reject, cancel, reschedule, reassign): the guarantee cannot be forgotten by a caller.
CREATE FUNCTION "booking_hosts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_hosts" ("booking_id", "host_id", "blocked_start", "blocked_end", "seat_key", "live")
      VALUES (NEW."id", NEW."host_id", NEW."blocked_start", NEW."blocked_end", NEW."seat_key", NEW."status" IN ('pending', 'confirmed'))
      ON CONFLICT ("booking_id", "host_id") DO NOTHING;
    RETURN NEW;
  END IF;
  IF NEW."host_id" <> OLD."host_id" THEN
    -- Round robin reassignment: the new host replaces the old one (a collective co-host row
    -- of the new host, if any, merges into it).
    DELETE FROM "booking_hosts" WHERE "booking_id" = NEW."id" AND "host_id" = NEW."host_id";
    UPDATE "booking_hosts" SET "host_id" = NEW."host_id" WHERE "booking_id" = NEW."id" AND "host_id" = OLD."host_id";
  END IF;
  UPDATE "booking_hosts"
    SET "blocked_start" = NEW."blocked_start", "blocked_end" = NEW."blocked_end", "seat_key" = NEW."seat_key",
      "live" = NEW."status" IN ('pending', 'confirmed')
    WHERE "booking_id" = NEW."id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_booking_hosts_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_hosts_sync"();--> statement-breakpoint
CREATE TRIGGER "bookings_booking_hosts_update" AFTER UPDATE OF "host_id", "status", "blocked_start", "blocked_end", "seat_key" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_hosts_sync"();
