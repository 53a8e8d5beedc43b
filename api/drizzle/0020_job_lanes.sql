-- Job lanes (issue #23, "jobs that no one can starve"): each lane is claimed by its own loop, so
-- the claim query reads one lane's due jobs in run_at order from this index. Older rows get the
-- lane of their kind (api/src/modules/jobs/job-lanes.ts).
ALTER TABLE "jobs" ADD COLUMN "lane" text DEFAULT 'default' NOT NULL;
--> statement-breakpoint
UPDATE "jobs" SET "lane" = CASE "kind"
  WHEN 'booking-reminder' THEN 'time-critical'
  WHEN 'google-calendar-sync' THEN 'time-critical'
  WHEN 'mail' THEN 'mail'
  WHEN 'booking-mail' THEN 'mail'
  WHEN 'webhook-delivery' THEN 'deliveries'
  ELSE 'default'
END;
--> statement-breakpoint
CREATE INDEX "jobs_lane_due_idx" ON "jobs" USING btree ("lane", "run_at") WHERE "jobs"."status" = 'pending';
--> statement-breakpoint
DROP INDEX "jobs_due_idx";
