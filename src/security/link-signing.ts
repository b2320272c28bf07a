import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { installationSecret } from "@/db/installation-secret";
import type { SqlExecutor } from "@/db/sql-executor";

/**
 * The secret behind every signed link the site mails (newsletter confirmation and unsubscribe, self-service privacy
 * links) and behind the privacy audit's address hash (docs/leads.md, "Self-service privacy requests"; docs/email.md, "Newsletter double opt-in").
 *
 * LINK_SIGNING_SECRET (at least 32 characters) when set; otherwise 32 random bytes generated once and kept in
 * `app_settings` (`link_signing_secret`), so every instance and every restart agrees. It is its own secret: nothing
 * is derived from IP_HASH_SALT (which may be 8 characters and is only a salt), so a link sent to oneself gives no
 * handle on the key. Each use gets its own key, derived with HMAC-SHA256 from the secret and a purpose label.
 */
export const LINK_SECRET_SETTING = "link_signing_secret";

/**
 * The secret as bytes: the configured one (UTF-8), or the one generated once and kept in `app_settings`.
 */
export async function linkSigningSecret(sql: SqlExecutor, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  return Buffer.from(await installationSecret(sql, LINK_SECRET_SETTING), "hex");
}

/** The key of one use of the secret ("newsletter links v2", "privacy links v1", "privacy audit v1"). */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`attestra ${purpose}`).digest();
}

/** `deriveKey(linkSigningSecret(...), purpose)`. */
export async function linkKey(sql: SqlExecutor, configured: string | undefined, purpose: string): Promise<Buffer> {
  return deriveKey(await linkSigningSecret(sql, configured), purpose);
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Longest token accepted (a signed address of 254 characters fits with room to spare). */
const MAX_TOKEN_LENGTH = 1024;

/**
 * `<iv>.<sealed>`: the subject (an e-mail address) and the expiry sealed with AES-256-GCM under the purpose's key, the
 * purpose bound as additional authenticated data. Sealed rather than only signed, so the address never shows in a
 * URL, a browser history or an access log; a link of one kind never works as another, and any change is refused.
 */
export function signLinkToken(key: Buffer, purpose: string, subject: string, expiresAt: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const plain = JSON.stringify([subject, Math.floor(expiresAt.getTime() / 1000)]);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${b64(iv)}.${b64(sealed)}`;
}

export type LinkTokenCheck = { ok: true; subject: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** Opens the token (authenticated: any change fails), checks the purpose and the expiry; never throws on hostile input. */
export function verifyLinkToken(key: Buffer, purpose: string, token: unknown, now = new Date()): LinkTokenCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid" };
  const [ivText, sealedText, extra] = token.split(".");
  if (!ivText || !sealedText || extra !== undefined) return { ok: false, reason: "invalid" };
  const iv = Buffer.from(ivText, "base64url");
  const sealed = Buffer.from(sealedText, "base64url");
  if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    parsed = JSON.parse(plain.toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return { ok: false, reason: "invalid" };
  const [subject, exp] = parsed as unknown[];
  if (typeof subject !== "string" || typeof exp !== "number" || !Number.isSafeInteger(exp)) {
    return { ok: false, reason: "invalid" };
  }
  if (exp * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subject, expiresAt: new Date(exp * 1000) };
}
