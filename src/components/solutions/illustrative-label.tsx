import { getTranslations } from "next-intl/server";

/** A small "Illustrative" badge for sample panels (standards: sample figures are marked), neutral grey as everywhere else: amber is a status colour (a pending check). */
export async function IllustrativeBadge() {
  const t = await getTranslations("common");
  return (
    <span data-chip data-tone="neutral" className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
      {t("illustrativeShort")}
    </span>
  );
}

/** The full illustrative notice, under a sample panel or worked example. */
export async function IllustrativeNote() {
  const t = await getTranslations("common");
  return <p className="mt-4 text-sm text-slate-600">{t("illustrative")}</p>;
}
