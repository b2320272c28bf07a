#!/usr/bin/env node
/**
 * French typography by rule: a narrow no-break space (U+202F) before ; : ! ? %
 * and », and after «. Rewrites messages/fr/*.json in place, idempotently, and
 * touches only string values: keys, formatting and ICU syntax ({count},
 * {n, number, ::percent}, {count, plural, one {# point} other {# points}}) stay
 * as they are; the text inside plural/select branches is fixed like any text.
 *
 *   node scripts/fix-typography.mjs          rewrite messages/fr/*.json
 *   node scripts/fix-typography.mjs --check  list what would change, exit 1 if anything would
 *
 * src/i18n/typography.test.ts runs `fixFrench` over every fr string and fails
 * on any string it would change.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NNBSP = "\u202f";
const SPACES = "[ \\u00a0\\u202f]*";
const PLURAL_TYPES = new Set(["plural", "select", "selectordinal"]);

/** Applies the spacing rule to a run of plain text; `before` is the character that precedes it (or ""). */
function fixText(text, before) {
  // URLs and e-mail addresses keep their ":" and "?".
  return text
    .split(/((?:https?:\/\/|mailto:)[^\s]+)/u)
    .map((part, index, parts) => {
      if (index % 2 === 1) return part;
      const prev = index === 0 ? before : (parts[index - 1] ?? "").slice(-1);
      return fixPlain(part, prev);
    })
    .join("");
}

function fixPlain(text, before) {
  let s = before + text;
  // Before ; ! ? » : any preceding space becomes U+202F, a missing one is added.
  // Not after another ! or ? ("?!") or an opening bracket, and not at the very start.
  s = s.replace(new RegExp(`([^\\s!?(«\\u202f\\u00a0])${SPACES}(?=[;!?»])`, "gu"), `$1${NNBSP}`);
  s = s.replace(new RegExp(`([!?])[ \\u00a0]+(?=[;!?»])`, "gu"), `$1${NNBSP}`);
  // Before a colon, except in times (10:30) and "::".
  s = s.replace(new RegExp(`([^\\s:(«\\u202f\\u00a0])${SPACES}(?=:(?![/:]))`, "gu"), (m, c, offset) => {
    const next = s[offset + m.length + 1] ?? "";
    return /\d/.test(c) && /\d/.test(next) ? m : `${c}${NNBSP}`;
  });
  // Before a percent sign that follows a number or an argument.
  s = s.replace(new RegExp(`([\\d}#])${SPACES}(?=%)`, "gu"), `$1${NNBSP}`);
  // Inside guillemets.
  s = s.replace(new RegExp(`«${SPACES}`, "gu"), `«${NNBSP}`);
  return s.slice(before.length);
}

/**
 * Splits an ICU message into text and arguments and fixes only the text.
 * Returns [fixed, indexAfter]; stops at an unmatched "}" when `nested`.
 */
function fixMessage(message, start, nested) {
  let out = "";
  let text = "";
  let i = start;
  const flush = () => {
    out += fixText(text, out.at(-1) ?? "");
    text = "";
  };
  while (i < message.length) {
    const ch = message[i];
    if (ch === "'" && (message[i + 1] === "{" || message[i + 1] === "}")) {
      // ICU quoted literal: copy through to the closing apostrophe.
      const end = message.indexOf("'", i + 1);
      const stop = end === -1 ? message.length : end + 1;
      text += message.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "}" && nested) break;
    if (ch !== "{") {
      text += ch;
      i += 1;
      continue;
    }
    flush();
    const close = message.indexOf("}", i);
    const comma = message.indexOf(",", i);
    if (close !== -1 && (comma === -1 || close < comma)) {
      out += message.slice(i, close + 1); // {name}
      i = close + 1;
      continue;
    }
    const second = message.indexOf(",", comma + 1);
    const type = message.slice(comma + 1, second === -1 ? undefined : second).trim();
    if (PLURAL_TYPES.has(type) && second !== -1) {
      // {name, plural, [offset:n] selector {body} ...}: fix each body.
      out += message.slice(i, second + 1);
      i = second + 1;
      while (i < message.length && message[i] !== "}") {
        const open = message.indexOf("{", i);
        if (open === -1) break;
        out += message.slice(i, open + 1);
        const [body, after] = fixMessage(message, open + 1, true);
        out += `${body}}`;
        i = after + 1;
      }
      out += "}";
      i += 1;
      continue;
    }
    // {name, number|date|time[, style]}: copied verbatim up to the matching brace.
    let depth = 0;
    let j = i;
    for (; j < message.length; j += 1) {
      if (message[j] === "{") depth += 1;
      else if (message[j] === "}" && --depth === 0) break;
    }
    out += message.slice(i, j + 1);
    i = j + 1;
  }
  flush();
  return [out, i];
}

/** The French spacing rule applied to one message (idempotent). */
export function fixFrench(message) {
  return fixMessage(message, 0, false)[0];
}

/** Rewrites every string value of a JSON document's text, leaving keys and layout untouched. */
export function fixJsonText(source, fix = fixFrench) {
  return source.replace(/"(?:[^"\\]|\\.)*"(\s*:)?/g, (literal, colon) => {
    if (colon) return literal; // a key
    const value = JSON.parse(literal);
    const fixed = fix(value);
    return fixed === value ? literal : JSON.stringify(fixed);
  });
}

function main() {
  const check = process.argv.includes("--check");
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "messages", "fr");
  let changedFiles = 0;
  for (const file of readdirSync(root).filter((f) => f.endsWith(".json")).sort()) {
    const full = path.join(root, file);
    const before = readFileSync(full, "utf8");
    const after = fixJsonText(before);
    if (after === before) continue;
    changedFiles += 1;
    // Guard: the rewrite must still be JSON with the same keys.
    JSON.parse(after);
    if (check) console.log(`would fix messages/fr/${file}`);
    else writeFileSync(full, after);
  }
  console.log(`${check ? "to fix" : "fixed"}: ${changedFiles} file(s) in messages/fr`);
  if (check && changedFiles > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
