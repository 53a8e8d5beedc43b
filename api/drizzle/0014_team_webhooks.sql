-- Team webhook endpoints (docs/webhooks.md#team-endpoints): an endpoint belongs to a host
-- (user_id) or to a team (team_id), never both. A team's endpoint is managed by whoever is the
-- team's owner or admin at the time and receives the events of the team's event types; it goes
-- with the team, not with the account that created it.
ALTER TABLE "webhook_endpoints" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "team_id" uuid REFERENCES "teams"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_owner_check" CHECK (("user_id" IS NULL) <> ("team_id" IS NULL));
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_team_idx" ON "webhook_endpoints" USING btree ("team_id");
