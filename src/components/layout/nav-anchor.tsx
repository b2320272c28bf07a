import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import { getPathname } from "@/i18n/navigation";

/**
 * A link of the site's shell (header menus, footer): a plain `<a>` to the page in the current locale, rendered on the
 * server. Not the client `Link`: the shell carries about 60 links on every page, and each client `Link` is three
 * components and a dozen hooks to hydrate; Lighthouse measured them as 200-300 ms of blocking time on the emulated
 * phone (docs/performance.md, "The shell's links are plain anchors"). Following one loads the page (prerendered, cached scripts).
 */
export async function NavAnchor({ href, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const locale = await getLocale();
  return <a href={getPathname({ href, locale })} {...props} />;
}
