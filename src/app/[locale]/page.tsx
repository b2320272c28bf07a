import { setRequestLocale } from "next-intl/server";
import { HomeVariantPage } from "@/components/home/home-variant";
import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: "/", namespace: "home" });
}

/** Home variant 1 (fraud and identity first); the home experiment picks a variant per visitor (docs/experiments.md). */
export default async function HomePage(props: LocaleParams) {
  setRequestLocale(await resolveLocale(props));
  return <HomeVariantPage variant="variant1" />;
}
