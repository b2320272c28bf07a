import { intlNavigation } from "./intl-navigation";

export { Link } from "./link";
export const { redirect, usePathname, useRouter, getPathname } = intlNavigation;
