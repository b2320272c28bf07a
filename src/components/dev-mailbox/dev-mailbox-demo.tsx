"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/i18n/use-formatter";
import { RadioGroup } from "radix-ui";
import { useId, useState } from "react";
import {
  AGENTS,
  type AgentId,
  canAssign,
  canDraft,
  canLock,
  canSend,
  canUnlock,
  classifyInquiry,
  INITIAL_THREAD,
  INQUIRY_CATEGORIES,
  isLockedFor,
  parseKeywords,
  type InquiryCategory,
  reduceThread,
  SAMPLE_EMAILS,
  type SampleEmail,
  type ThreadAction,
  type ThreadState,
} from "./inbox-model";
import { usd } from "@/i18n/formatters";
import { loosely } from "@/i18n/translate";

type Threads = Record<SampleEmail["id"], ThreadState>;

function initialThreads(): Threads {
  return Object.fromEntries(SAMPLE_EMAILS.map((e) => [e.id, INITIAL_THREAD])) as Threads;
}

const BUTTON =
  "rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const SECONDARY = `${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`;

/** The illustrative shared inbox: triage, draft from sample ERP data, assign and lock. Runs only in the browser. */
export function DevMailboxDemo() {
  const t = useTranslations("devMailbox");
  const format = useFormatter();
  const [threads, setThreads] = useState<Threads>(initialThreads);
  const [agent, setAgent] = useState<AgentId>("you");
  const [selectedId, setSelectedId] = useState<SampleEmail["id"] | null>(null);
  const [triaged, setTriaged] = useState(false);
  const agentLabelId = useId();
  const draftId = useId();

  // Dynamic keys (per e-mail, per category) are looked up through an untyped view of the translator.
  const tx = loosely(t);

  const dispatch = (id: SampleEmail["id"], action: ThreadAction) =>
    setThreads((prev) => ({ ...prev, [id]: reduceThread(prev[id], action) }));

  const runTriage = () => {
    const keywords = parseKeywords(tx.raw("keywords") as Record<InquiryCategory, string>);
    setThreads((prev) => {
      const next = { ...prev };
      for (const email of SAMPLE_EMAILS) {
        const category = classifyInquiry(tx(`emails.${email.id}.subject`), tx(`emails.${email.id}.body`), keywords);
        next[email.id] = reduceThread(prev[email.id], { type: "triage", category });
      }
      return next;
    });
    setTriaged(true);
  };

  const reset = () => {
    setThreads(initialThreads());
    setTriaged(false);
    setSelectedId(null);
    setAgent("you");
  };

  const money = (amount: number) => usd(format, amount, 2);
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });

  const draftFor = (email: SampleEmail, category: NonNullable<ThreadState["category"]>): string => {
    const erp = email.erp;
    const item = email.id === "e1" || email.id === "e3" || email.id === "e4" || email.id === "e5" ? tx(`emails.${email.id}.item`) : "";
    const values: Record<string, string | number> = {
      name: email.senderName,
      order: erp.order ?? "",
      quantity: erp.quantity ?? 0,
      item,
      price: erp.unitPriceUsd !== undefined ? money(erp.unitPriceUsd) : "",
      carrier: erp.carrier ?? "",
      tracking: erp.tracking ?? "",
      eta: erp.eta ? day(erp.eta) : "",
      stock: erp.stock ?? 0,
      leadTime: erp.leadTimeDays !== undefined ? tx("erp.leadTimeValue", { days: erp.leadTimeDays }) : "",
      serial: erp.serial ?? "",
      rma: erp.rma ?? "",
    };
    return tx(`replies.${category}`, values);
  };

  const erpRows = (email: SampleEmail): [string, string][] => {
    const e = email.erp;
    const rows: [string, string | undefined][] = [
      [t("erp.order"), e.order],
      [t("erp.quantity"), e.quantity !== undefined ? format.number(e.quantity) : undefined],
      [t("erp.unitPrice"), e.unitPriceUsd !== undefined ? money(e.unitPriceUsd) : undefined],
      [t("erp.stock"), e.stock !== undefined ? format.number(e.stock) : undefined],
      [t("erp.leadTime"), e.leadTimeDays !== undefined ? tx("erp.leadTimeValue", { days: e.leadTimeDays }) : undefined],
      [t("erp.carrier"), e.carrier],
      [t("erp.tracking"), e.tracking],
      [t("erp.eta"), e.eta ? day(e.eta) : undefined],
      [t("erp.rma"), e.rma],
      [t("erp.serial"), e.serial],
    ];
    return rows.filter((r): r is [string, string] => r[1] !== undefined);
  };

  const agentName = (id: AgentId) => t(`demo.agents.${id}`);
  const selected = SAMPLE_EMAILS.find((e) => e.id === selectedId) ?? null;
  const thread = selected ? threads[selected.id] : null;
  const lockedForMe = thread ? isLockedFor(thread, agent) : false;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-4 border-b border-slate-200 pb-4">
        <button type="button" className={PRIMARY} onClick={runTriage}>
          {t("demo.triage")}
        </button>
        <div className="flex items-center gap-3">
          <span id={agentLabelId} className="text-sm font-semibold text-slate-800">
            {t("demo.actingAs")}
          </span>
          <RadioGroup.Root
            aria-labelledby={agentLabelId}
            value={agent}
            onValueChange={(v) => setAgent(v as AgentId)}
            orientation="horizontal"
            className="flex gap-3"
          >
            {AGENTS.map((a) => (
              <div key={a} className="flex items-center gap-2">
                <RadioGroup.Item
                  id={`${agentLabelId}-${a}`}
                  value={a}
                  className="flex h-5 w-5 items-center justify-center rounded-full border border-slate-500 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
                </RadioGroup.Item>
                <label htmlFor={`${agentLabelId}-${a}`} className="text-sm text-slate-800">
                  {agentName(a)}
                </label>
              </div>
            ))}
          </RadioGroup.Root>
        </div>
        <button type="button" className={`${SECONDARY} ml-auto`} onClick={reset}>
          {t("demo.reset")}
        </button>
      </div>

      <p role="status" className="mt-3 min-h-6 text-sm text-slate-700">
        {triaged ? t("demo.triageDone", { count: SAMPLE_EMAILS.length }) : ""}
      </p>

      {triaged ? (
        <div className="mt-2">
          <h3 className="text-sm font-semibold text-ink">{t("demo.summaryTitle")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="category-summary">
            {INQUIRY_CATEGORIES.map((c) => (
              <li key={c} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {t(`categories.${c}`)}: {SAMPLE_EMAILS.filter((e) => threads[e.id].category === c).length}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="inbox-title" className="lg:col-span-2">
          <h3 id="inbox-title" className="text-lg font-semibold text-ink">
            {t("demo.inboxTitle")}
          </h3>
          <ul className="mt-3 space-y-2">
            {SAMPLE_EMAILS.map((email) => {
              const th = threads[email.id];
              const isSelected = email.id === selectedId;
              return (
                <li key={email.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    data-email={email.id}
                    onClick={() => setSelectedId(email.id)}
                    className={`w-full rounded-lg border p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      isSelected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:bg-slate-50"
                    }`}
                  >
                    <span className="block text-sm text-slate-700">
                      {email.senderName}, {email.senderCompany}
                    </span>
                    <span className="block font-semibold text-ink">{tx(`emails.${email.id}.subject`)}</span>
                    <span className="mt-1 flex flex-wrap gap-2 text-xs">
                      <span
                        data-testid="category-badge"
                        className={`rounded-full px-2 py-0.5 font-semibold ${th.category ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700"}`}
                      >
                        {th.category ? t(`categories.${th.category}`) : t("demo.untriaged")}
                      </span>
                      {th.lockedBy ? (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                          {th.lockedBy === "you" ? t("demo.lockedByYou") : t("demo.lockedBy", { agent: agentName(th.lockedBy) })}
                        </span>
                      ) : null}
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                        {th.sent ? t("demo.status.replied") : t("demo.status.open")}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-label={selected ? tx(`emails.${selected.id}.subject`) : t("demo.selectPrompt")} className="lg:col-span-3" data-testid="thread-panel">
          {selected && thread ? (
            <div className="rounded-xl border border-slate-200 p-4">
              <h3 className="text-lg font-semibold text-ink">{tx(`emails.${selected.id}.subject`)}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold text-slate-800">{t("demo.from")}</dt>
                <dd className="text-slate-700">
                  {selected.senderName}, {selected.senderCompany}
                </dd>
                <dt className="font-semibold text-slate-800">{t("demo.category")}</dt>
                <dd className="text-slate-700">{thread.category ? t(`categories.${thread.category}`) : t("demo.untriaged")}</dd>
                <dt className="font-semibold text-slate-800">{t("demo.assignee")}</dt>
                <dd className="text-slate-700" data-testid="assignee">
                  {thread.assignee ? agentName(thread.assignee) : t("demo.unassigned")}
                </dd>
              </dl>
              <p className="mt-4 whitespace-pre-line text-slate-800">{tx(`emails.${selected.id}.body`)}</p>

              {lockedForMe && thread.lockedBy ? (
                <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                  {thread.lockedBy === "you" ? t("demo.lockedNoticeYou") : t("demo.lockedNotice", { agent: agentName(thread.lockedBy) })}
                </p>
              ) : null}

              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SECONDARY}
                  disabled={!canAssign(thread, agent)}
                  onClick={() => dispatch(selected.id, { type: "assign", agent })}
                >
                  {t("demo.assignToMe")}
                </button>
                {canUnlock(thread, agent) ? (
                  <button type="button" className={SECONDARY} onClick={() => dispatch(selected.id, { type: "unlock", agent })}>
                    {t("demo.unlock")}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={SECONDARY}
                    disabled={!canLock(thread, agent)}
                    onClick={() => dispatch(selected.id, { type: "lock", agent })}
                  >
                    {t("demo.lock")}
                  </button>
                )}
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={!canDraft(thread, agent) || thread.category === null}
                  onClick={() => thread.category && dispatch(selected.id, { type: "draft", agent, text: draftFor(selected, thread.category) })}
                >
                  {t("demo.draft")}
                </button>
              </div>
              {thread.category === null ? <p className="mt-2 text-sm text-slate-600">{t("demo.draftNeedsTriage")}</p> : null}
              {!thread.lockedBy && thread.assignee !== agent && !lockedForMe ? (
                <p className="mt-2 text-sm text-slate-600">{t("demo.lockNeedsAssignment")}</p>
              ) : null}

              {thread.draft !== null ? (
                <div className="mt-4">
                  <label htmlFor={draftId} className="block text-sm font-semibold text-slate-800">
                    {t("demo.draftLabel")}
                  </label>
                  <textarea
                    id={draftId}
                    rows={8}
                    value={thread.draft}
                    readOnly={!canDraft(thread, agent)}
                    onChange={(e) => dispatch(selected.id, { type: "draft", agent, text: e.target.value })}
                    className="mt-1 w-full rounded-md border border-slate-400 p-3 text-sm text-slate-900 read-only:bg-slate-100"
                  />
                  <h4 className="mt-3 text-sm font-semibold text-ink">{t("demo.erpTitle")}</h4>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="erp-data">
                    {erpRows(selected).map(([k, v]) => (
                      <div key={k} className="contents">
                        <dt className="text-slate-700">{k}</dt>
                        <dd className="font-mono text-slate-900">{v}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-3 flex items-center gap-3">
                    <button
                      type="button"
                      className={PRIMARY}
                      disabled={!canSend(thread, agent)}
                      onClick={() => dispatch(selected.id, { type: "send", agent })}
                    >
                      {t("demo.send")}
                    </button>
                    {thread.sent ? (
                      <p role="status" className="text-sm font-semibold text-emerald-800">
                        {t("demo.sent")}
                      </p>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t("demo.selectPrompt")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
