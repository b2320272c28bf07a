import { NewsletterLinkPage, type NewsletterPageProps, newsletterPageMetadata } from "@/components/newsletter/newsletter-link-page";
import { type LocaleParams, resolveLocale } from "@/lib/page-metadata";

export async function generateMetadata(props: LocaleParams) {
  return newsletterPageMetadata(await resolveLocale(props), "unsubscribe");
}

/** The page behind every newsletter e-mail's unsubscribe link: one button, no session. */
export default async function NewsletterUnsubscribePage(props: NewsletterPageProps) {
  return <NewsletterLinkPage locale={await resolveLocale(props)} kind="unsubscribe" searchParams={props.searchParams} />;
}
