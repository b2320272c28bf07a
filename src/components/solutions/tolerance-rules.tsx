import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { TOLERANCES } from "@/config/business-constants";
import { percent, usd } from "@/i18n/formatters";
import { DataTable, SamplePanel } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

/** Matching & tolerances page: rules by vendor, material group and amount. */
export async function ToleranceRules() {
  const t = await getLooseTranslator("solutionsUseCase.matching.rules");
  const format = await getFormatter();
  const pm = (value: number) => t("plusMinus", { value: percent(format, value) });
  const quantity = (value: number) => (value === 0 ? t("exactQuantity") : pm(value));

  // Bands in order: the first is "under" its limit, the last (no limit) is "over" the previous one.
  const amountBand = (upToUsd: number | null, previousUpToUsd: number | null) => {
    if (previousUpToUsd === null) return t("amount.under", { limit: usd(format, upToUsd ?? 0) });
    if (upToUsd === null) return t("amount.over", { limit: usd(format, previousUpToUsd) });
    return t("amount.between", { from: usd(format, previousUpToUsd), to: usd(format, upToUsd) });
  };

  return (
    <Section id="tolerance-rules" title={t("title")} intro={t("intro")} tone="muted">
      <div className="grid gap-6 lg:grid-cols-3">
        <SamplePanel title={t("vendor.title")} headingId="rules-vendor" testId="tolerance-vendor">
          <DataTable
            caption={t("vendor.title")}
            headers={[t("vendor.header"), t("price"), t("quantity")]}
            rows={TOLERANCES.byVendor.map((rule, index) => [
              t("vendor.name", { letter: String.fromCharCode(65 + index) }),
              pm(rule.pricePercent),
              pm(rule.quantityPercent),
            ])}
          />
        </SamplePanel>
        <SamplePanel title={t("material.title")} headingId="rules-material" testId="tolerance-material">
          <DataTable
            caption={t("material.title")}
            headers={[t("material.header"), t("price"), t("quantity")]}
            rows={TOLERANCES.byMaterialGroup.map((rule) => [
              t(`material.${rule.key}`),
              pm(rule.pricePercent),
              quantity(rule.quantityPercent),
            ])}
          />
        </SamplePanel>
        <SamplePanel title={t("amount.title")} headingId="rules-amount" testId="tolerance-amount">
          <DataTable
            caption={t("amount.title")}
            headers={[t("amount.header"), t("amount.tolerance")]}
            rows={TOLERANCES.byAmount.map((rule, index) => [
              amountBand(rule.upToUsd, index === 0 ? null : (TOLERANCES.byAmount[index - 1]?.upToUsd ?? null)),
              t("amount.rule", { percent: percent(format, rule.percent), amount: usd(format, rule.usd) }),
            ])}
          />
        </SamplePanel>
      </div>
    </Section>
  );
}
