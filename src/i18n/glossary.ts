/**
 * The machine-readable half of docs/glossary.md: per locale, the variants the
 * glossary replaced. src/i18n/glossary.test.ts fails when any message string
 * still uses one. Each entry names the term to use instead, so the failure
 * message tells the translator what to write.
 */
import type { DEFAULT_LOCALE, LOCALES } from "./locales";

export interface ForbiddenVariant {
  /** Matched against every message string of the locale. */
  pattern: RegExp;
  /** The glossary term to use instead. */
  use: string;
}

/** The translated locales (every locale but English, the source language). */
export type GlossaryLocale = Exclude<(typeof LOCALES)[number], typeof DEFAULT_LOCALE>;

/** Product names stay in English in every locale, navigation and pricing included. */
export const PRODUCT_NAMES = ["AP Ops Scorecard", "ERP Posting Guard", "Inbox Guard"] as const;

export const FORBIDDEN_VARIANTS: Record<GlossaryLocale, ForbiddenVariant[]> = {
  fr: [
    // "de bout en bout" is only right for encryption (chiffrement de bout en bout).
    { pattern: /(?<!chiffrement )de bout en bout/i, use: "traitement sans intervention manuelle (STP)" },
    { pattern: /traitement automatisé\b/i, use: "traitement sans intervention manuelle (STP)" },
    { pattern: /préparation à la fraude/i, use: "maturité antifraude" },
    { pattern: /anti-fraude/i, use: "antifraude" },
    { pattern: /challenge DNS/i, use: "défi DNS-TXT" },
    { pattern: /\bde (\{product\}|Attestra|AP Ops|ERP Posting|Inbox Guard)/, use: "d’{product} (élision devant voyelle)" },
    { pattern: /\bque (\{product\}|Attestra)/, use: "qu’{product}" },
    { pattern: /changements? de RIB|changements? bancaires?\b/i, use: "changement de coordonnées bancaires" },
    { pattern: /à [23] (et|ou) [23] voies/, use: "rapprochement à deux / trois voies" },
    { pattern: /triple rapprochement|double rapprochement/i, use: "rapprochement à trois / deux voies" },
    { pattern: /multi-?fournisseurs?|fournisseurs d['’]IA/i, use: "plusieurs moteurs d’IA et d’OCR (fournisseur = supplier)" },
    { pattern: /contrôle des comptabilisations ERP/i, use: "ERP Posting Guard" },
    { pattern: /protection de la boîte de réception/i, use: "Inbox Guard" },
    { pattern: /tableau de bord AP Ops|évaluation des opérations fournisseurs/i, use: "AP Ops Scorecard" },
    { pattern: /contrôleur financier/i, use: "contrôleur de gestion" },
    { pattern: /carte des contrôles/i, use: "cartographie des contrôles" },
    { pattern: /paquet de preuves|pack de preuves/i, use: "dossier de preuves" },
  ],
  de: [
    { pattern: /Bankwechsel/i, use: "Bankdatenänderung" },
    { pattern: /Änderungen? der Bankverbindung/i, use: "Bankdatenänderung" },
    { pattern: /(?<!l)Kontrollkarte/i, use: "Kontrolllandkarte" },
    { pattern: /(?:zwei|drei)fache[nrs]? Abgleich|zwei- oder dreifache|Drei-Wege|Zwei-Wege/i, use: "2-Wege-/3-Wege-Abgleich" },
    { pattern: /Durchlaufkosten/i, use: "durchlaufende Kosten" },
    { pattern: /\bgeparkt|\bparken\b|\bparkt\b/i, use: "vorerfasst / vorerfassen" },
    { pattern: /Fraud-Readiness|Betrugsresilienz|Betrugsresistenz/i, use: "Betrugsabwehr-Check / Betrugsabwehr-Score" },
    { pattern: /ERP-Buchungsschutz/i, use: "ERP Posting Guard" },
    { pattern: /Posteingangsschutz/i, use: "Inbox Guard" },
    { pattern: /AP-Ops-Scorecard|Scorecard für Kreditorenprozesse/i, use: "AP Ops Scorecard" },
    { pattern: /mittlere Durchlaufzeit/i, use: "mediane Durchlaufzeit" },
    { pattern: /Kreditorenstammdaten/i, use: "Lieferantenstammdaten" },
    { pattern: /Doppelgänger-Domain/i, use: "ähnliche Domain" },
    { pattern: /Leitung Controlling/i, use: "Controller" },
    { pattern: /Akteurs-ID|Benutzerkennung/i, use: "Bearbeiter-ID" },
    { pattern: /manuell prüfen oder (anhalten|zurückhalten)|\bANHALTEN\b/, use: "zulassen / manuell prüfen / sperren" },
    { pattern: /Sek\.\./, use: "Sek. (kein doppelter Punkt)" },
    { pattern: /(?<![-\p{L}])Review\b|Sicherheitsreview/u, use: "Architektur-Review / Sicherheitsprüfung" },
  ],
  es: [
    { pattern: /preliminar/i, use: "aparcada (contabilización aparcada)" },
    { pattern: /\bretenid[ao]s?\b/i, use: "aparcada (retener es solo la decisión HOLD)" },
    { pattern: /\ben espera\b/i, use: "aparcada" },
    { pattern: /\bbandas?\b/i, use: "conciliación a dos / tres vías" },
    { pattern: /\b(de|a) [23] (y|o) [23] vías/i, use: "conciliación a dos y tres vías" },
    { pattern: /(varios|múltiples) proveedores de (IA|OCR)|(IA|OCR) de varios proveedores/i, use: "varios motores de IA y OCR (proveedor = supplier)" },
    { pattern: /contralor/i, use: "controller" },
    { pattern: /controller financiero/i, use: "controller" },
    { pattern: /\bcostos?\b/i, use: "coste (español de España)" },
    { pattern: /implementaci[oó]n/i, use: "implantación (rollout) / despliegue (deployment)" },
    { pattern: /cambios? bancarios?\b/i, use: "cambio de datos bancarios" },
    { pattern: /dominios? parecidos?/i, use: "dominio similar" },
    { pattern: /paquetes? de evidencia\b/i, use: "paquete de evidencias" },
    { pattern: /identificador(es)? de(l| los)? (actor|actores|responsables?)\b/i, use: "identificador del interviniente" },
    { pattern: /preparación (ante|contra) el fraude/i, use: "preparación frente al fraude" },
    { pattern: /tiempo de ciclo (medio|mediano)/i, use: "mediana del tiempo de ciclo" },
    { pattern: /protección de contabilización|control de contabilización en el ERP/i, use: "ERP Posting Guard" },
    { pattern: /protección de la bandeja de entrada/i, use: "Inbox Guard" },
    { pattern: /cuadro de mando (AP Ops|de cuentas por pagar)/i, use: "AP Ops Scorecard" },
    { pattern: /\b(computadora|celular|reporte|agendar|chequear)\b/i, use: "español de España (ordenador, móvil, informe, programar, comprobar)" },
  ],
};
