import { getFormatter } from "@/i18n/formatter-server";
import { Section } from "@/components/sections/section";
import { EXCEPTION_SLA_HOURS, THREE_WAY_MATCH_SAMPLE, TOLERANCES } from "@/config/business-constants";
import { ExceptionQueue } from "./exception-queue";
import { percent, usd } from "@/i18n/formatters";
import { evaluateThreeWayMatch } from "./match-evaluation";
import { DataTable, SamplePanel } from "./panel";
import { getLooseTranslator } from "@/i18n/translate-server";

/** Controller page: static 3-way match and exception queue examples. */
export async function ControllerPanels() {
  const t = await getLooseTranslator("solutionsRole.controller");
  const format = await getFormatter();
  const sample = THREE_WAY_MATCH_SAMPLE;
  const match = evaluateThreeWayMatch({
    orderedQuantity: sample.quantity,
    unitPrice: sample.unitPriceUsd,
    receivedQuantity: sample.receivedQuantity,
    invoicedQuantity: sample.receivedQuantity,
    invoiceUnitPrice: sample.invoiceUnitPriceUsd,
    tolerancePercent: TOLERANCES.sample.tolerancePercent,
  });
  const qty = (quantity: number) => t("match.quantity", { quantity });
  const signed = (value: number) =>
    format.number(value / 100, { style: "percent", maximumFractionDigits: 2, signDisplay: "exceptZero" });

  return (
    <Section
      id="three-way-match"
      title={t("match.title")}
      intro={t("match.intro", { tolerance: percent(format, TOLERANCES.sample.tolerancePercent) })}
      tone="muted"
    >
      <div className="grid gap-6">
        <SamplePanel title={t("match.panelTitle", { po: sample.poNumber })} headingId="three-way-panel" testId="three-way-match">
          <DataTable
            caption={t("match.panelTitle", { po: sample.poNumber })}
            headers={[t("match.document"), t("match.material"), t("match.quantityHeader"), t("match.unitPrice"), t("match.total"), t("match.variance")]}
            rows={[
              [t("match.poLine"), t("match.materialName"), qty(sample.quantity), usd(format, sample.unitPriceUsd, 2), usd(format, match.poTotal, 2), "—"],
              [
                t("match.goodsReceipt"),
                t("match.materialName"),
                t("match.received", { quantity: sample.receivedQuantity }),
                "—",
                "—",
                signed(match.receiptVariancePercent),
              ],
              [
                t("match.invoice"),
                t("match.materialName"),
                qty(sample.receivedQuantity),
                usd(format, sample.invoiceUnitPriceUsd, 2),
                usd(format, match.invoiceTotal, 2),
                signed(match.priceVariancePercent),
              ],
            ]}
          />
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-700">{t("match.tolerance")}</dt>
              <dd className="text-xl font-semibold text-ink">{percent(format, TOLERANCES.sample.tolerancePercent)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{t("match.priceVariance")}</dt>
              <dd className="text-xl font-semibold text-ink">{percent(format, match.priceVariancePercent)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{t("match.decision")}</dt>
              <dd className="text-xl font-semibold text-green-800" data-testid="match-decision">
                {match.decision === "auto-release" ? t("match.autoRelease") : t("match.exception")}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-slate-700">
            {t("match.explanation", {
              variance: percent(format, match.priceVariancePercent),
              tolerance: percent(format, TOLERANCES.sample.tolerancePercent),
            })}
          </p>
        </SamplePanel>
        <ExceptionQueue
          title={t("queueTitle")}
          headingId="controller-queue"
          testId="exception-queue"
          slaHours={EXCEPTION_SLA_HOURS.general}
          rows={[
            { priority: "HIGH", invoice: "INV-88412", reason: t("queueRows.high") },
            { priority: "MEDIUM", invoice: "INV-88397", reason: t("queueRows.medium") },
            { priority: "LOW", invoice: "INV-88360", reason: t("queueRows.low") },
          ]}
        />
      </div>
    </Section>
  );
}
