-- The host's full locale (BCP 47, e.g. en-GB) for the dates of the e-mails and invites they get
-- (docs/product.md#language); null until the settings are saved from a browser: the language's usual style.
ALTER TABLE "users" ADD COLUMN "locale" text;
