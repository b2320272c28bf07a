import { type LocaleParams, pageMetadata, resolveLocale } from "@/lib/page-metadata";
import { ROLE_HUBS, RoleHubPage } from "../_role-hub";

export async function generateMetadata(props: LocaleParams) {
  return pageMetadata({ locale: await resolveLocale(props), path: ROLE_HUBS.cfo.path, namespace: "extraPages.roleHubs.cfo" });
}

export default async function Page(props: LocaleParams) {
  return <RoleHubPage hub="cfo" locale={await resolveLocale(props)} />;
}
