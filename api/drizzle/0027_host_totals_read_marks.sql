-- Exact totals per host (issue #30, docs/database.md#dashboard-figures): the bookings a host
-- holds per status and event type, whatever their day. The dashboard's figures read these few
-- rows instead of summing booking_day_counts over the host's whole history.
CREATE TABLE "booking_host_totals" (
  "host_id" uuid NOT NULL,
  "status" text NOT NULL,
  "event_type_id" uuid NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "booking_host_totals_pk" PRIMARY KEY ("host_id", "status", "event_type_id")
);--> statement-breakpoint
ALTER TABLE "booking_host_totals" ADD CONSTRAINT "booking_host_totals_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "booking_host_totals" ("host_id", "status", "event_type_id", "n")
  SELECT "host_id", "status", "event_type_id", count(*) FROM "booking_hosts" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "booking_host_totals_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."host_id" = OLD."host_id" AND NEW."status" = OLD."status"
      AND NEW."event_type_id" = OLD."event_type_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Never inserts: a host deleted in the same transaction (cascade) has no row to keep.
    UPDATE "booking_host_totals" SET "n" = "n" - 1
      WHERE "host_id" = OLD."host_id" AND "status" = OLD."status" AND "event_type_id" = OLD."event_type_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "booking_host_totals" ("host_id", "status", "event_type_id", "n")
      SELECT NEW."host_id", NEW."status", NEW."event_type_id", 1
      WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."host_id")
      ON CONFLICT ("host_id", "status", "event_type_id") DO UPDATE SET "n" = "booking_host_totals"."n" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deferred to the commit: every booking of a host raises the same row, so its lock is taken
-- as late as possible and held only while the transaction commits, not while the booking
-- transaction still queues its e-mails, jobs and webhooks. A rolled back change never counts.
CREATE CONSTRAINT TRIGGER "booking_hosts_totals" AFTER INSERT OR UPDATE OR DELETE ON "booking_hosts"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "booking_host_totals_sync"();--> statement-breakpoint
-- Read your own writes with standbys (docs/database.md#reads-and-standbys): the primary's WAL
-- position after the user's latest write (or a change of their bookings by someone else). The
-- user's lists read a standby only once it has replayed at least this far.
CREATE TABLE "user_write_marks" (
  "user_id" uuid PRIMARY KEY NOT NULL,
  "lsn" pg_lsn NOT NULL
);--> statement-breakpoint
ALTER TABLE "user_write_marks" ADD CONSTRAINT "user_write_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
