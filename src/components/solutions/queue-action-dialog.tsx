"use client";

import { Dialog } from "radix-ui";
import { Link } from "@/i18n/navigation";

export interface QueueActionDialogText {
  trigger: string;
  title: string;
  body: string;
  note: string;
  bookDemo: string;
  close: string;
}

/**
 * The ERP Posting Guard sample's queue buttons, which do nothing on the marketing
 * site. Instead of a button that silently does nothing, each one
 * opens a dialog that says what the button does in the product and that this is
 * an illustration. Radix Dialog traps focus, closes on Escape and returns focus.
 */
export function QueueActionDialog({ text, bookDemoHref }: { text: QueueActionDialogText; bookDemoHref: string }) {
  return (
    <Dialog.Root>
      {/* An outline button, drawn as the panel's own control (smaller, white with a brand outline), so that it does not
          compete with the page's filled calls to action. */}
      <Dialog.Trigger
        data-sample-action
        className="inline-flex flex-none items-center self-end rounded-md border border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
      >
        {text.trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-ink">{text.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{text.body}</Dialog.Description>
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{text.note}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="inline-flex items-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              {text.close}
            </Dialog.Close>
            <Link
              href={bookDemoHref}
              className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {text.bookDemo}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
