import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export default async function LocaleNotFound() {
  const t = await getTranslations("notFound");
  const links = [
    { href: "/", label: t("home") },
    { href: "/product", label: t("product") },
    { href: "/book-demo", label: t("bookDemo") },
    { href: "/resources", label: t("resources") },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <title>{t("meta.title")}</title>
      <h1 className="text-4xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("body")}</p>
      <ul className="mt-8 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
