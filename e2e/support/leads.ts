import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_LEADS_TOKEN } from "../../playwright.config";

/** A lead as `GET /api/leads?format=json` returns it (the fields the browser tests read). */
export interface StoredLead {
  id: string;
  form: string;
  email: string;
  company: string;
  locale: string;
  page: string | null;
  cta: string | null;
  utm: Record<string, string> | null;
  answers: Record<string, unknown>;
  derived: Record<string, unknown>;
  quarantineReason: string | null;
  /** Why no e-mail was sent (per-recipient limit, pending confirmation, quarantine), or null. */
  mailSuppressed: string | null;
}

/** Every stored lead of `email`, quarantined ones included, read through the sales export like an operator would. */
export async function leadsFor(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const response = await request.get("/api/leads?format=json&include_quarantined=1", {
    headers: { Authorization: `Bearer ${E2E_LEADS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as StoredLead[]).filter((lead) => lead.email === email);
}

/** The first stored lead of `email`, if any. */
export async function leadFor(request: APIRequestContext, email: string): Promise<StoredLead | undefined> {
  return (await leadsFor(request, email))[0];
}

/** An address no other test uses. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
