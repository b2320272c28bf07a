import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { type Messages, type Namespace, pickMessages } from "@/i18n/messages";

/** Gives a client island the namespaces it uses (and nothing more). */
export async function ScopedMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, ["layout", ...namespaces])}>{children}</NextIntlClientProvider>;
}
