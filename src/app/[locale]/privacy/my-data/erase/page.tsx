import { PrivacyLinkPage, type PrivacyLinkPageProps, privacyLinkPageMetadata } from "@/components/privacy/privacy-link-page";
import { type LocaleParams, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return privacyLinkPageMetadata(await resolveLocale(props), "erase");
}

/** The page a self-service privacy link of kind "erase" opens (src/leads/privacy-self-service.ts). */
export default async function PrivacyLinkErasePage(props: PrivacyLinkPageProps) {
  return <PrivacyLinkPage locale={await resolveLocale(props)} kind="erase" searchParams={props.searchParams} />;
}
