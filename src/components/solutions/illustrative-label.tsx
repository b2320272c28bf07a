import { getTranslations } from "next-intl/server";

/** A small "Illustrative" badge for sample panels (standards: sample figures are marked). */
export async function IllustrativeBadge() {
  const t = await getTranslations("common");
  return (
    <span data-chip className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
      {t("illustrativeShort")}
    </span>
  );
}

/** The full illustrative notice, under a sample panel or worked example. */
export async function IllustrativeNote() {
  const t = await getTranslations("common");
  return <p className="mt-4 text-sm text-slate-600">{t("illustrative")}</p>;
}
