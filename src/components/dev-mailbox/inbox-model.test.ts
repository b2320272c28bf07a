import { describe, expect, it } from "vitest";
import {
  canSend,
  classifyInquiry,
  INITIAL_THREAD,
  isLockedFor,
  parseKeywords,
  type InquiryCategory,
  reduceThread,
  SAMPLE_EMAILS,
  type ThreadAction,
} from "./inbox-model";
import { LOCALES } from "@/i18n/locales";


describe("dev-mailbox triage", () => {
  for (const locale of LOCALES) {
    it(`sorts every sample e-mail into its category in ${locale}`, async () => {
      const messages = (await import(`../../../messages/${locale}/devMailbox.json`)).default as {
        keywords: Record<InquiryCategory, string>;
        emails: Record<string, { subject: string; body: string }>;
      };
      for (const email of SAMPLE_EMAILS) {
        const sample = messages.emails[email.id];
        expect(sample, `${locale} ${email.id}`).toBeDefined();
        const { subject, body } = sample ?? { subject: "", body: "" };
        expect(classifyInquiry(subject, body, parseKeywords(messages.keywords)), `${locale} ${email.id}`).toBe(email.expected);
      }
    });
  }

  it("falls back to Technical Support when nothing matches", () => {
    const none = { newOrders: [], tracking: [], pricing: [], availability: [], support: [], returns: [] };
    expect(classifyInquiry("hello", "world", none)).toBe("support");
  });
});

describe("dev-mailbox assignment and locks", () => {
  const run = (actions: ThreadAction[]) => actions.reduce(reduceThread, INITIAL_THREAD);

  it("only the assignee can lock, and a lock keeps the colleague from drafting and sending", () => {
    expect(run([{ type: "lock", agent: "you" }]).lockedBy).toBeNull();
    const locked = run([
      { type: "triage", category: "tracking" },
      { type: "assign", agent: "you" },
      { type: "lock", agent: "you" },
      { type: "draft", agent: "you", text: "Dear customer" },
    ]);
    expect(locked.lockedBy).toBe("you");
    expect(isLockedFor(locked, "colleague")).toBe(true);
    expect(canSend(locked, "colleague")).toBe(false);
    expect(canSend(locked, "you")).toBe(true);
    const tampered = [
      { type: "draft", agent: "colleague", text: "Second reply" },
      { type: "assign", agent: "colleague" },
      { type: "send", agent: "colleague" },
      { type: "unlock", agent: "colleague" },
    ] as ThreadAction[];
    const after = tampered.reduce(reduceThread, locked);
    expect(after).toEqual(locked);
  });

  it("the lock owner can unlock, after which the colleague can take over", () => {
    const taken = run([
      { type: "assign", agent: "you" },
      { type: "lock", agent: "you" },
      { type: "unlock", agent: "you" },
      { type: "assign", agent: "colleague" },
      { type: "lock", agent: "colleague" },
    ]);
    expect(taken.assignee).toBe("colleague");
    expect(taken.lockedBy).toBe("colleague");
  });
});
