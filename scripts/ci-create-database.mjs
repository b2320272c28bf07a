// Usage: node scripts/ci-create-database.mjs <admin-url> <name> [--drop]
// Exits 1 quickly when no server answers, so CI can fall back to the embedded database.
import pg from "pg";

const [adminUrl, name, flag] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: ci-create-database.mjs <admin-url> <name> [--drop]");
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(flag === "--drop" ? `DROP DATABASE IF EXISTS ${name} WITH (FORCE)` : `CREATE DATABASE ${name}`);
  await client.end();
} catch (error) {
  console.error(`PostgreSQL not available: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
