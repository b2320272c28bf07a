import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every message string of one locale as [`namespace.key.path`, value], read from messages/<locale>/*.json. */
export function messageStrings(locale: string, root = path.resolve(__dirname, "../../messages")): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") out.push([key, value]);
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, `${key}.${i}`);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
  };
  const dir = path.join(root, locale);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    walk(JSON.parse(readFileSync(path.join(dir, file), "utf8")), file.replace(/\.json$/, ""));
  }
  return out;
}
