import "server-only";
import { randomBytes } from "node:crypto";
import type { SqlExecutor } from "@/db/sql-executor";

/** Bytes of a generated secret (64 hex characters once stored). */
export const INSTALLATION_SECRET_BYTES = 32;

const cache = new WeakMap<SqlExecutor, Map<string, Promise<string>>>();

/**
 * A secret generated once per installation and kept in `app_settings` under `name` (hex), so every instance and every
 * restart agrees: the IP hash salt, the proof-of-work signing secret, the link-signing secret. Insert-or-read in one
 * statement; when two instances start together, the other one's INSERT can win the conflict after this statement's
 * snapshot was taken, so the statement sees neither its own row nor theirs: a second statement reads the committed one.
 * Cached per connection pool and name; a failed read is not cached.
 */
export function installationSecret(sql: SqlExecutor, name: string): Promise<string> {
  let byName = cache.get(sql);
  if (!byName) {
    byName = new Map();
    cache.set(sql, byName);
  }
  let pending = byName.get(name);
  if (!pending) {
    pending = (async () => {
      const rows = await sql.query<{ value: string }>(
        `WITH ins AS (
           INSERT INTO app_settings (name, value) VALUES ($2, $1) ON CONFLICT (name) DO NOTHING RETURNING value
         )
         SELECT value FROM ins UNION ALL SELECT value FROM app_settings WHERE name = $2 LIMIT 1`,
        [randomBytes(INSTALLATION_SECRET_BYTES).toString("hex"), name],
      );
      const value =
        rows[0]?.value ?? (await sql.query<{ value: string }>(`SELECT value FROM app_settings WHERE name = $1`, [name]))[0]?.value;
      if (!value) throw new Error(`could not read the installation secret ${name}`);
      return value;
    })();
    const map = byName;
    pending.catch(() => map.delete(name));
    map.set(name, pending);
  }
  return pending;
}
