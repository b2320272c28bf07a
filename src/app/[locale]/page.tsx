import { setRequestLocale } from "next-intl/server";
import { type LocaleParams, resolveLocale } from "@/lib/page-metadata";

export default async function HomePage(props: LocaleParams) {
  setRequestLocale(await resolveLocale(props));
  return <h1>Home</h1>;
}
