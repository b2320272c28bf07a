import { PrivacyLinkPage, type PrivacyLinkPageProps, privacyLinkPageMetadata } from "@/components/privacy/privacy-link-page";
import { type LocaleParams, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return privacyLinkPageMetadata(await resolveLocale(props), "access");
}

/** The page a self-service privacy link of kind "access" opens (src/leads/privacy-self-service.ts). */
export default async function PrivacyLinkAccessPage(props: PrivacyLinkPageProps) {
  return <PrivacyLinkPage locale={await resolveLocale(props)} kind="access" searchParams={props.searchParams} />;
}
