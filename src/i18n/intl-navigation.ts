import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** next-intl's locale-aware navigation; the site's `Link` wraps this one (./link.tsx). Import from ./navigation. */
export const intlNavigation = createNavigation(routing);
