-- Invitations carry proof (docs/product.md#team-invitations): the mail's link holds a single-use
-- secret, stored here only as its sha256 (hex); an invitation expires 7 days after it was (re)sent
-- and may be resent once a day. Invitations from before this change have no secret (their mail had
-- none): they expire 7 days after they were made, and a resend gives them one.
ALTER TABLE "team_members" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "team_members" SET "invite_sent_at" = "created_at", "invite_expires_at" = "created_at" + interval '7 days' WHERE "status" = 'invited';--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_invite_token_hash_key" ON "team_members" USING btree ("invite_token_hash");
