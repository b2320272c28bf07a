/**
 * The illustrative customer-inquiry inbox on /dev-mailbox (AI
 * triage into six categories, replies drafted from ERP data, assignment and
 * locks that prevent double replies). Pure TypeScript, no React: the client
 * component renders it, the unit test checks the rules. All data is sample data.
 */

/** The six e-mail categories, in the order the page lists them. */
export const INQUIRY_CATEGORIES = ["newOrders", "tracking", "pricing", "availability", "support", "returns"] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const AGENTS = ["you", "colleague"] as const;
export type AgentId = (typeof AGENTS)[number];

/** Sample ERP data a reply is drafted from (illustrative). */
export interface SampleErpRecord {
  order?: string;
  quantity?: number;
  unitPriceUsd?: number;
  stock?: number;
  leadTimeDays?: number;
  carrier?: string;
  tracking?: string;
  /** ISO date. */
  eta?: string;
  rma?: string;
  serial?: string;
}

export interface SampleEmail {
  /** Key of the subject and body in messages (devMailbox.emails.<id>). */
  id: "e1" | "e2" | "e3" | "e4" | "e5" | "e6" | "e7";
  senderName: string;
  senderCompany: string;
  /** The category the sample was written for; the triage must find it. */
  expected: InquiryCategory;
  erp: SampleErpRecord;
}

export const SAMPLE_EMAILS: readonly SampleEmail[] = [
  {
    id: "e1",
    senderName: "Maya Chen",
    senderCompany: "Northwind Labs",
    expected: "newOrders",
    erp: { order: "SO-10482", quantity: 40, unitPriceUsd: 38.5 },
  },
  {
    id: "e2",
    senderName: "Luis Ortega",
    senderCompany: "Harbor BioServices",
    expected: "tracking",
    erp: { order: "SO-10311", carrier: "BlueLine Freight", tracking: "BLF-882134", eta: "2026-11-26" },
  },
  {
    id: "e3",
    senderName: "Anna Weber",
    senderCompany: "Kestrel Diagnostics",
    expected: "pricing",
    erp: { quantity: 500, unitPriceUsd: 6.12 },
  },
  {
    id: "e4",
    senderName: "Tom Becker",
    senderCompany: "Riverside Clinical",
    expected: "availability",
    erp: { stock: 120, quantity: 20, leadTimeDays: 5 },
  },
  {
    id: "e5",
    senderName: "Priya Nair",
    senderCompany: "Summit CDMO",
    expected: "support",
    erp: { serial: "C200-44817" },
  },
  {
    id: "e6",
    senderName: "Grace Kim",
    senderCompany: "Lakeside Research",
    expected: "returns",
    erp: { order: "SO-10207", rma: "RMA-5531" },
  },
  {
    id: "e7",
    senderName: "Omar Haddad",
    senderCompany: "Coastal Med Supply",
    expected: "tracking",
    erp: { order: "SO-10344", carrier: "BlueLine Freight", tracking: "BLF-903377", eta: "2026-12-02" },
  },
];

export type KeywordsByCategory = Record<InquiryCategory, readonly string[]>;

/** Keywords are stored per locale as one comma-separated string per category (messages devMailbox.keywords). */
export function parseKeywords(source: Record<InquiryCategory, string>): KeywordsByCategory {
  const keywords = (category: InquiryCategory): readonly string[] =>
    (source[category] ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean);
  // Written out so the compiler checks that every category has its list.
  return {
    newOrders: keywords("newOrders"),
    tracking: keywords("tracking"),
    pricing: keywords("pricing"),
    availability: keywords("availability"),
    support: keywords("support"),
    returns: keywords("returns"),
  };
}

function occurrences(text: string, keyword: string): number {
  if (!keyword) return 0;
  return text.split(keyword.toLocaleLowerCase()).length - 1;
}

/**
 * The demo's "AI triage": a keyword score per category over subject and body
 * (keywords are per locale, in messages). The subject counts twice. Ties go to
 * the category named first; no hit at all goes to Technical Support, where a
 * person reads it.
 */
export function classifyInquiry(subject: string, body: string, keywords: KeywordsByCategory): InquiryCategory {
  const s = subject.toLocaleLowerCase();
  const b = body.toLocaleLowerCase();
  let best: InquiryCategory = "support";
  let bestScore = 0;
  for (const category of INQUIRY_CATEGORIES) {
    const score = keywords[category].reduce((sum, k) => sum + 2 * occurrences(s, k) + occurrences(b, k), 0);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

export interface ThreadState {
  category: InquiryCategory | null;
  assignee: AgentId | null;
  lockedBy: AgentId | null;
  draft: string | null;
  sent: boolean;
}

export const INITIAL_THREAD: ThreadState = { category: null, assignee: null, lockedBy: null, draft: null, sent: false };

/** A thread locked by another agent cannot be assigned, drafted or answered by `agent`. */
export function isLockedFor(thread: ThreadState, agent: AgentId): boolean {
  return thread.lockedBy !== null && thread.lockedBy !== agent;
}

export function canAssign(thread: ThreadState, agent: AgentId): boolean {
  return !isLockedFor(thread, agent) && thread.assignee !== agent;
}

/** Only the assignee can lock, and only an unlocked thread. */
export function canLock(thread: ThreadState, agent: AgentId): boolean {
  return thread.lockedBy === null && thread.assignee === agent;
}

export function canUnlock(thread: ThreadState, agent: AgentId): boolean {
  return thread.lockedBy === agent;
}

export function canDraft(thread: ThreadState, agent: AgentId): boolean {
  return !isLockedFor(thread, agent) && !thread.sent;
}

export function canSend(thread: ThreadState, agent: AgentId): boolean {
  return canDraft(thread, agent) && thread.draft !== null && thread.draft.trim() !== "";
}

export type ThreadAction =
  | { type: "triage"; category: InquiryCategory }
  | { type: "assign"; agent: AgentId }
  | { type: "lock"; agent: AgentId }
  | { type: "unlock"; agent: AgentId }
  | { type: "draft"; agent: AgentId; text: string }
  | { type: "send"; agent: AgentId };

/** Applies an action when the rules allow it; otherwise the thread is unchanged. */
export function reduceThread(thread: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "triage":
      return { ...thread, category: action.category };
    case "assign":
      return canAssign(thread, action.agent) ? { ...thread, assignee: action.agent } : thread;
    case "lock":
      return canLock(thread, action.agent) ? { ...thread, lockedBy: action.agent } : thread;
    case "unlock":
      return canUnlock(thread, action.agent) ? { ...thread, lockedBy: null } : thread;
    case "draft":
      return canDraft(thread, action.agent) ? { ...thread, draft: action.text } : thread;
    case "send":
      return canSend(thread, action.agent) ? { ...thread, sent: true } : thread;
  }
}
