-- Invitations are accepted by the invitee: who sent one is shown to them.
ALTER TABLE "team_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
