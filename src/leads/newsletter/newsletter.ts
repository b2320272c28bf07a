import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Database } from "@/db/connection";
import type { SqlExecutor } from "@/db/sql-executor";
import { DURATIONS } from "@/config/business-constants";
import { type Locale, routing } from "@/i18n/routing";
import { linkKey } from "@/security/link-signing";
import { webhookBody } from "@/leads/crm-handoff/webhook-body";
import { leadRowOf } from "@/leads/store/store";

/**
 * Newsletter double opt-in (docs/email.md): a subscription is stored
 * pending (`confirmed_at` null) and gets one e-mail, the confirmation link. The
 * link is signed (HMAC-SHA256) and expires; following it shows a page whose
 * button confirms (a POST: mail scanners that fetch links confirm nothing). Only
 * a confirmed subscription reaches the CRM (its webhook row is queued at
 * confirmation, in the same transaction) and the exports. Every newsletter
 * e-mail carries a one-click unsubscribe (RFC 8058) that needs no session.
 *
 * The signing key is derived from the link-signing secret (LINK_SIGNING_SECRET,
 * or the 32 random bytes kept in `app_settings`; src/security/link-signing.ts),
 * so every instance agrees. It is never derived from IP_HASH_SALT.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

/** The key that signs newsletter links, derived from the link-signing secret (LINK_SIGNING_SECRET or the generated one). */
export async function newsletterKey(sql: SqlExecutor, configuredSecret: string | undefined): Promise<Buffer> {
  return linkKey(sql, configuredSecret, "newsletter links v2");
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");

function mac(key: Buffer, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

/**
 * `<payload>.<mac>`, payload = base64url("<purpose>|<lead id>|<expiry, epoch seconds or 0>").
 * Confirmation links expire (DURATIONS.newsletterConfirmDays); unsubscribe links do not.
 */
export function signNewsletterToken(key: Buffer, purpose: LinkPurpose, leadId: string, now = new Date()): string {
  const expires = purpose === "confirm" ? Math.floor(now.getTime() / 1000) + DURATIONS.newsletterConfirmDays * 86_400 : 0;
  const payload = b64(`${purpose}|${leadId}|${expires}`);
  return `${payload}.${b64(mac(key, payload))}`;
}

export type TokenCheck = { ok: true; leadId: string } | { ok: false; reason: "invalid" | "expired" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function verifyNewsletterToken(key: Buffer, purpose: LinkPurpose, token: unknown, now = new Date()): TokenCheck {
  if (typeof token !== "string" || token.length > 300) return { ok: false, reason: "invalid" };
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(key, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const [p, leadId, exp] = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (p !== purpose || !leadId || !UUID.test(leadId) || !/^\d+$/.test(exp ?? "")) return { ok: false, reason: "invalid" };
  const expires = Number(exp);
  if (expires !== 0 && expires * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, leadId };
}

/** The site path of a newsletter page in the visitor's locale (the default locale has no prefix). */
export function newsletterPagePath(locale: string, page: "confirm" | "unsubscribe"): string {
  const prefix = locale === routing.defaultLocale || !(routing.locales as readonly string[]).includes(locale) ? "" : `/${locale as Locale}`;
  return `${prefix}/newsletter/${page}`;
}

export function newsletterLinks(key: Buffer, siteUrl: string, lead: { id: string; locale: string }, now = new Date()) {
  const base = siteUrl.replace(/\/$/, "");
  const confirmToken = signNewsletterToken(key, "confirm", lead.id, now);
  const unsubscribeToken = signNewsletterToken(key, "unsubscribe", lead.id, now);
  return {
    confirmUrl: `${base}${newsletterPagePath(lead.locale, "confirm")}?token=${confirmToken}`,
    /** The page a person reaches from the e-mail's text (a button there unsubscribes). */
    unsubscribePageUrl: `${base}${newsletterPagePath(lead.locale, "unsubscribe")}?token=${unsubscribeToken}`,
    /** RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here. */
    oneClickUrl: `${base}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  };
}

export type ConfirmResult =
  | { kind: "confirmed"; locale: string; queued: boolean }
  | { kind: "already-confirmed"; locale: string }
  | { kind: "unsubscribed"; locale: string }
  | { kind: "not-found" };

/**
 * Confirms a pending subscription and, with a CRM webhook configured, queues its delivery in the same transaction
 * (conditional update: two clicks queue one delivery). A quarantined subscription is never sent a link; if one is
 * confirmed anyway it stays out of the CRM until sales release it.
 */
export async function confirmSubscription(db: Pick<Database, "prisma">, leadId: string, webhookConfigured: boolean, now = new Date()): Promise<ConfirmResult> {
  return db.prisma.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId } });
    if (!lead || lead.form !== "newsletter") return { kind: "not-found" } as const;
    if (lead.unsubscribedAt) return { kind: "unsubscribed", locale: lead.locale } as const;
    const updated = await tx.lead.updateMany({ where: { id: leadId, confirmedAt: null }, data: { confirmedAt: now } });
    if (updated.count === 0) return { kind: "already-confirmed", locale: lead.locale } as const;
    const queued = webhookConfigured && lead.quarantineReason === null;
    if (queued) {
      await tx.leadOutbox.create({ data: { id: randomUUID(), leadId, body: webhookBody(leadRowOf(lead)) } });
    }
    return { kind: "confirmed", locale: lead.locale, queued } as const;
  });
}

export type UnsubscribeResult = { kind: "unsubscribed" | "already-unsubscribed"; locale: string } | { kind: "not-found" };

/** Ends a subscription (kept as unsubscribed until the retention purge: no further newsletter is sent). */
export async function unsubscribe(db: Pick<Database, "prisma">, leadId: string, now = new Date()): Promise<UnsubscribeResult> {
  const lead = await db.prisma.lead.findUnique({ where: { id: leadId }, select: { form: true, locale: true } });
  if (!lead || lead.form !== "newsletter") return { kind: "not-found" };
  const updated = await db.prisma.lead.updateMany({ where: { id: leadId, unsubscribedAt: null }, data: { unsubscribedAt: now } });
  return { kind: updated.count > 0 ? "unsubscribed" : "already-unsubscribed", locale: lead.locale };
}

/** The lead's locale (for redirects to the translated page), or the default. */
export async function leadLocale(db: Pick<Database, "prisma">, leadId: string): Promise<string> {
  const lead = await db.prisma.lead.findUnique({ where: { id: leadId }, select: { locale: true } });
  return lead?.locale ?? routing.defaultLocale;
}
