import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientSchema, NOTICE_SETTINGS, parseEnv, serverSchema } from "@/env";

/**
 * The docs a newcomer starts from cannot drift silently from the code: the README's configuration table is
 * src/env.ts, its command table is package.json's scripts, every relative link and every file path the docs name
 * exists, and nothing points outside this repository.
 */
const ROOT = path.resolve(__dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const README = read("README.md");
const DOCS = ["README.md", "CONTRIBUTING.md", ...readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** The lines of a `## Heading` section, up to the next `## `. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README: no "## ${heading}" section`);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The body rows of the first table in `text`, as cells (escaped pipes `\|` stay inside their cell). */
function tableRows(text: string): string[][] {
  const lines = text.split("\n").filter((l) => l.startsWith("|"));
  return lines.slice(2).map((l) =>
    l
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim()),
  );
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");

describe("README configuration table = src/env.ts", () => {
  const rows = tableRows(section(README, "Configuration")).map(([names = "", defaults = "", read = ""]) => ({
    names: backticked(names),
    defaults: defaults.split(/,\s/),
    read,
  }));
  const documented = rows.flatMap((r) => r.names);
  const declared = [...Object.keys(serverSchema.shape), ...Object.keys(clientSchema.shape)];
  const defaults: Record<string, unknown> = { ...parseEnv(serverSchema, {}), ...parseEnv(clientSchema, {}) };

  it("lists every variable src/env.ts declares, once, and no other", () => {
    const missing = declared.filter((n) => !documented.includes(n));
    const extra = documented.filter((n, i) => !declared.includes(n) || documented.indexOf(n) !== i);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("states the schema's default of each variable that has one", () => {
    for (const row of rows) {
      row.names.forEach((name, i) => {
        const value = defaults[name];
        if (value === undefined) return;
        expect(row.defaults[i], `${name}: default in the README`).toMatch(new RegExp(`^\`${String(value).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\``));
      });
    }
  });

  it("marks as build exactly what next.config.ts bakes into the build (and the NEXT_PUBLIC_ variables)", () => {
    const config = read("next.config.ts");
    const baked = new Set([...config.matchAll(/serverEnv\(\)\.([A-Z_]+)/g)].map((m) => m[1]));
    if (config.includes("noticeSettings(")) for (const n of NOTICE_SETTINGS) baked.add(n);
    for (const name of Object.keys(clientSchema.shape)) baked.add(name);
    for (const row of rows) {
      for (const name of row.names) expect(/\bbuild\b/.test(row.read), `${name}: "read" column "${row.read}"`).toBe(baked.has(name));
    }
  });

  it("has .env.example list every variable an operator sets, with the same defaults", () => {
    const example = read(".env.example");
    for (const name of declared) {
      if (name === "NODE_ENV" || name === "NEXT_MANUAL_SIG_HANDLE") continue; // set by Next / by `npm start`
      const line = example.split("\n").find((l) => l.startsWith(`${name}=`));
      expect(line, `.env.example: ${name}`).toBeDefined();
      const value = defaults[name];
      if (value !== undefined) expect(line).toBe(`${name}=${String(value)}`);
    }
  });

  it("names only tool variables that a tool reads", () => {
    const paragraph = README.slice(README.indexOf("Read by the tools, not by the application"), README.indexOf("## Architecture map"));
    const tools = ["playwright.config.ts", "next.config.ts", "package.json", "server.mjs", ...readdirSync(path.join(ROOT, "scripts")).map((f) => `scripts/${f}`)]
      .filter((f) => statSync(path.join(ROOT, f)).isFile())
      .map(read)
      .join("\n");
    const names = backticked(paragraph).filter((n) => /^[A-Z][A-Z0-9_]+$/.test(n));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(tools, name).toContain(name);
  });
});

describe("README command table = package.json scripts", () => {
  const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
  const table = tableRows(section(README, "The two commands")).map(([command = ""]) => command).join(" ");

  it("documents every npm script", () => {
    for (const name of scripts) {
      const forms = name === "test" || name === "start" ? [`npm ${name}`, `npm run ${name}`] : name === "postinstall" ? ["`postinstall`"] : [`npm run ${name}\``, `npm run ${name} `];
      expect(
        forms.some((f) => table.includes(f)),
        `README command table: npm run ${name}`,
      ).toBe(true);
    }
  });

  it("names no npm script that does not exist, anywhere in the docs", () => {
    for (const file of DOCS) {
      for (const m of read(file).matchAll(/npm run (?:-s )?([a-z][a-z0-9:-]*)/g)) {
        expect(scripts, `${file}: npm run ${m[1]}`).toContain(m[1]);
      }
    }
  });
});

/** The source and text files under `dir` (this test and the generated Prisma client aside). */
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (rel !== "src/generated") yield* sourceFiles(rel);
    } else if (/\.(ts|tsx|mts|mjs|md|css|sh)$/.test(entry.name) && rel !== "tests/docs.test.ts") yield rel;
  }
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const m of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6} (.+)$/gm)) {
    slugs.add(
      (m[1] ?? "")
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    );
  }
  return slugs;
}

describe("README dependencies = package.json", () => {
  it("gives every dependency its reason (type packages aside)", () => {
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const reasons = section(README, "Dependencies");
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((n) => !n.startsWith("@types/"));
    expect(names.filter((n) => !reasons.includes(`\`${n}\``))).toEqual([]);
  });
});

describe("README architecture map = the tree", () => {
  const block = section(README, "Architecture map").split("```")[1] ?? "";
  const entries = block
    .split("\n")
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s{2,}/)[0] ?? "");
  const dirs = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${dir}/${e.name}/`);

  it("names only paths that exist", () => {
    const missing = entries.map((e) => e.split("<")[0] ?? "").filter((e) => !existsSync(path.join(ROOT, e)));
    expect(missing).toEqual([]);
  });

  it("has every folder of src/, and every folder of src/app, src/components, src/leads and src/lib", () => {
    const containers = ["src/app", "src/components", "src/leads", "src/lib"];
    // src/app/ and src/components/ are only containers: the map lists what is inside them.
    const required = [...dirs("src").filter((d) => d !== "src/app/" && d !== "src/components/"), ...containers.flatMap(dirs)];
    expect(required.filter((d) => !entries.includes(d))).toEqual([]);
  });
});

describe("links and paths in README, CONTRIBUTING and docs/", () => {
  it("every relative link reaches a file, and its #anchor a heading there", () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      const text = read(file).replace(/```[\s\S]*?```/g, "");
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1] ?? "";
        if (/^[a-z]+:/.test(target)) continue;
        const [rel = "", anchor] = target.split("#");
        const resolved = rel === "" ? file : path.normalize(path.join(path.dirname(file), rel));
        if (!existsSync(path.join(ROOT, resolved))) broken.push(`${file}: ${target}`);
        else if (anchor && resolved.endsWith(".md") && !anchors(read(resolved)).has(anchor)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every file path they name exists", () => {
    const pathLike = /^(?:src|scripts|e2e|tests|docs|prisma|messages)\/[\w./[\]@-]+$/;
    const missing: string[] = [];
    for (const file of DOCS) {
      for (const name of backticked(read(file))) {
        const candidate = name.split(/[\s(:]/)[0] ?? "";
        if (!pathLike.test(candidate) || /[<>*{}]|\.\.\./.test(candidate)) continue;
        if (!existsSync(path.join(ROOT, candidate))) missing.push(`${file}: ${candidate}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
describe("sections the code cites", () => {
  it("exist: every `docs/<file>.md, \"Section\"` or `README, \"Section\"` in a comment names a heading or a bold lead-in there", () => {
    const cites = /(docs\/[a-z-]+\.md|README)(?:'s)?,? "([^"]{3,80})"/g;
    const unknown: string[] = [];
    for (const file of ["src", "scripts", "e2e"].flatMap((d) => [...sourceFiles(d)])) {
      for (const m of read(file).matchAll(cites)) {
        const target = m[1] === "README" ? "README.md" : (m[1] ?? "");
        const name = (m[2] ?? "").toLowerCase();
        if (!existsSync(path.join(ROOT, target))) {
          unknown.push(`${file}: ${target}`);
          continue;
        }
        const lines = read(target).toLowerCase().split("\n");
        if (!lines.some((l) => (l.startsWith("#") && l.includes(name)) || l.includes(`**${name}`))) unknown.push(`${file}: ${m[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe("nothing outside this repository is cited", () => {
  /** Pointers a reader of this repository cannot follow (the facts are written out instead). */
  const OUTSIDE = /\.\.\/shared|spec section|spec §|\bthe spec\b|\bspec's|platform[ -]notes|\bissue #?\d+|lead-contract\.md|helper brief/i;

  it("in the docs, the code, the scripts and the tests", () => {
    // prisma/migrations/ are left as applied: editing one changes its checksum, and a changed migration is refused.
    const all = [...DOCS, ...["src", "scripts", "e2e", "tests"].flatMap((d) => [...sourceFiles(d)]), "next.config.ts", "playwright.config.ts", ".env.example"];
    const found = all.flatMap((file) =>
      read(file)
        .split("\n")
        .map((line, i) => ({ at: `${file}:${i + 1}`, line }))
        .filter(({ line }) => OUTSIDE.test(line)),
    );
    expect(found.map(({ at, line }) => `${at}: ${line.trim()}`)).toEqual([]);
  });
});
