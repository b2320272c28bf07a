import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signBody } from "./outbox";

/**
 * The webhook-verification snippet of docs/leads.md, run exactly as written (a CRM developer copies
 * it): the ```js block of the "CRM hand-off" section, against signatures made by the sender.
 */
function readmeSnippet(): string {
  const readme = readFileSync(path.resolve(__dirname, "../../../docs/leads.md"), "utf8");
  const section = readme.slice(readme.indexOf("### CRM hand-off"));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  if (!match?.[1]) throw new Error("docs/leads.md: no ```js block in the CRM hand-off section");
  return match[1];
}

type Verify = (rawBody: string | Buffer, header: unknown, secret: string) => boolean;

function loadSnippet(): Verify {
  const code = `${readmeSnippet()}\nreturn verifyAttestraSignature;`;
  return new Function("require", code)(createRequire(__filename)) as Verify;
}

const SECRET = "whsec_test_0123456789abcdef";
const BODY = JSON.stringify({ event: "lead.created", id: "6f1c", company: "Acme GmbH", note: "ÄÖÜ ✓" });

describe("docs/leads.md webhook verification snippet", () => {
  const verify = loadSnippet();

  it("accepts the sender's signature, as a string or as the raw bytes", () => {
    expect(verify(BODY, signBody(BODY, SECRET), SECRET)).toBe(true);
    expect(verify(Buffer.from(BODY, "utf8"), signBody(BODY, SECRET), SECRET)).toBe(true);
    expect(verify(BODY, signBody(BODY, SECRET).toUpperCase().replace("SHA256=", "sha256="), SECRET)).toBe(true);
  });

  it.each([
    ["missing (undefined)", undefined],
    ["an array (repeated header)", [signBody(BODY, SECRET), signBody(BODY, SECRET)]],
    ["empty", ""],
    ["without the prefix", signBody(BODY, SECRET).slice(7)],
    ["one hex digit short", signBody(BODY, SECRET).slice(0, -1)],
    ["one hex digit long", `${signBody(BODY, SECRET)}0`],
    ["of another length (sha1-sized)", `sha256=${"a".repeat(40)}`],
    ["not hex", `sha256=${"z".repeat(64)}`],
    ["multi-byte characters of the same length", `sha256=${"é".repeat(64)}`],
  ])("answers false, without throwing, for a signature %s", (_label, header) => {
    expect(() => verify(BODY, header, SECRET)).not.toThrow();
    expect(verify(BODY, header, SECRET)).toBe(false);
  });

  it("refuses a wrong secret and a changed body", () => {
    expect(verify(BODY, signBody(BODY, "another-secret-of-16+"), SECRET)).toBe(false);
    expect(verify(`${BODY} `, signBody(BODY, SECRET), SECRET)).toBe(false);
  });
});
