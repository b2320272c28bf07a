import type { ReactNode } from "react";

// The real document lives in [locale]/layout.tsx; this root only passes through
// (next-intl's App Router layout), so not-found.tsx at the root can render its own <html>.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
