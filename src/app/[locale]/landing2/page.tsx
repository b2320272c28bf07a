import { setRequestLocale } from "next-intl/server";
import { HomeVariantPage } from "@/components/home/home-variant";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  // An experiment variant of `/`: canonical to `/`.
  return pageMetadata({ locale: await resolveLocale(props), path: "/landing2", namespace: "home.variant2", canonicalPath: "/" });
}

/** Home variant 2 (speed and the pilot first); the home experiment picks a variant per visitor (docs/experiments.md). */
export default async function Landing2Page(props: LocaleParams) {
  setRequestLocale(await resolveLocale(props));
  return <HomeVariantPage variant="variant2" />;
}
