// `prisma generate` offline: the CLI only checks that a schema-engine binary
// exists (it cannot download one here) and never runs it for generation.
import { execFileSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const placeholder = path.resolve("node_modules/.cache/prisma-schema-engine-placeholder");
  mkdirSync(path.dirname(placeholder), { recursive: true });
  if (!existsSync(placeholder)) closeSync(openSync(placeholder, "w"));
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}
execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "generate"], { stdio: "inherit", env });
