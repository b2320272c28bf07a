-- Privacy requests (issue 16, src/leads/privacy-rights.ts) look leads up by address case-insensitively:
-- `lower(btrim(email)) = lower($1)` (stored addresses are trimmed by the form schema; btrim keeps the lookup exact
-- even for a row written otherwise). Prisma's `mode: "insensitive"` compiles to ILIKE, where `_` and `%` in an address
-- are wildcards (`a_b@x.com` would match `axb@x.com`), so the lookup is raw SQL, served by this expression index.
-- Expression indexes cannot be declared in schema.prisma; like the `lead_overview` view, it lives only here.
CREATE INDEX IF NOT EXISTS "leads_email_lower_idx" ON "leads" (lower(btrim("email")));
