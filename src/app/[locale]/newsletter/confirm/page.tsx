import { NewsletterLinkPage, type NewsletterPageProps, newsletterPageMetadata } from "@/components/newsletter/newsletter-link-page";
import { type LocaleParams, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return newsletterPageMetadata(await resolveLocale(props), "confirm");
}

/** The newsletter confirmation link's page (double opt-in, src/leads/newsletter/newsletter.ts). */
export default async function NewsletterConfirmPage(props: NewsletterPageProps) {
  return <NewsletterLinkPage locale={await resolveLocale(props)} kind="confirm" searchParams={props.searchParams} />;
}
