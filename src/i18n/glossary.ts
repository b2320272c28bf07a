/**
 * The machine-readable half of docs/glossary.md: per locale, the variants the
 * glossary replaced. src/i18n/glossary.test.ts fails when any message string
 * still uses one. Each entry names the term to use instead, so the failure
 * message tells the translator what to write, and carries a planted sentence
 * the rule must catch, so the test proves every rule can fail.
 */
import type { DEFAULT_LOCALE, LOCALES } from "./locales";

export interface ForbiddenVariant {
  /** Matched against every message string of the locale (always Unicode-aware: built by `term`). */
  pattern: RegExp;
  /** The glossary term to use instead. */
  use: string;
  /** A wrong sentence the pattern must match (the rule's own proof that it can fail). */
  example: string;
}

/** The translated locales (every locale but English, the source language). */
export type GlossaryLocale = Exclude<(typeof LOCALES)[number], typeof DEFAULT_LOCALE>;

/** Product names stay in English in every locale, navigation and pricing included. */
export const PRODUCT_NAMES = ["AP Ops Scorecard", "ERP Posting Guard", "Inbox Guard"] as const;

/** A letter, digit or underscore in any script ("é", "ß" and "ñ" included). */
const WORD = String.raw`[\p{L}\p{N}_]`;
/** A word boundary that knows accented letters: JavaScript's `\b` is ASCII-only, so "automatisé\b" never matched. */
const BOUNDARY = `(?:(?<!${WORD})(?=${WORD})|(?<=${WORD})(?!${WORD}))`;

/**
 * A glossary pattern with Unicode-aware matching: `\b` in `source` becomes a
 * boundary between a letter or digit (accents included) and anything else,
 * and the `u` flag makes `\p{L}` available.
 */
export function term(source: string, flags = "i"): RegExp {
  return new RegExp(source.replaceAll(String.raw`\b`, BOUNDARY), `${flags}u`);
}

const rule = (source: string, use: string, example: string, flags?: string): ForbiddenVariant => ({
  pattern: term(source, flags),
  use,
  example,
});

/** The product names, written in full in every locale (also in English). */
export const PRODUCT_NAME_RULES: ForbiddenVariant[] = [
  rule(String.raw`(?<!ERP )Posting Guard|\bERP Guard\b`, "ERP Posting Guard", "Posting Guard with segregation of duties", ""),
];

export const FORBIDDEN_VARIANTS: Record<GlossaryLocale, ForbiddenVariant[]> = {
  fr: [
    ...PRODUCT_NAME_RULES,
    // "de bout en bout" is only right for encryption (chiffrement de bout en bout).
    rule("(?<!chiffrement )de bout en bout", "traitement sans intervention manuelle (STP)", "Traitement de bout en bout"),
    rule(String.raw`(?<!fondement d’un )traitement automatisé\b`, "traitement sans intervention manuelle (STP)", "Un traitement automatisé, sans saisie."),
    rule("préparation à la fraude", "maturité antifraude", "Votre score de préparation à la fraude"),
    rule("anti-fraude", "antifraude", "Les contrôles anti-fraude"),
    rule("challenge DNS|défi DNS", "vérification par enregistrement DNS TXT", "Contre-appel ou défi DNS-TXT"),
    rule(String.raw`\bde (\{product\}|Attestra|AP Ops|ERP Posting|Inbox Guard)`, "d’{product} (élision devant voyelle)", "La tarification de {product}", ""),
    rule(String.raw`\bque (\{product\}|Attestra)`, "qu’{product}", "Ce que {product} vérifie", ""),
    rule(String.raw`changements? de RIB|changements? bancaires?\b`, "changement de coordonnées bancaires", "Un changement de RIB suspect"),
    rule("à [23] (et|ou) [23] voies", "rapprochement à deux / trois voies", "Rapprochement à 2 et 3 voies", ""),
    rule("triple rapprochement|double rapprochement", "rapprochement à trois / deux voies", "Le triple rapprochement automatisé"),
    rule("multi-?fournisseurs?|fournisseurs d['’]IA", "plusieurs moteurs d’IA et d’OCR (fournisseur = supplier)", "Une IA multi-fournisseurs"),
    rule("contrôle des comptabilisations ERP", "ERP Posting Guard", "Le contrôle des comptabilisations ERP"),
    rule("protection de la boîte de réception", "Inbox Guard", "La protection de la boîte de réception"),
    rule("tableau de bord AP Ops|évaluation des opérations fournisseurs", "AP Ops Scorecard", "Le tableau de bord AP Ops"),
    // Controller (AP software buyer) = responsable comptable; "contrôleur de gestion" is FP&A / management control.
    rule(String.raw`contrôleur financier|contrôleurs? de gestion\b`, "responsable comptable (responsable comptabilité fournisseurs)", "Pour les contrôleurs de gestion"),
    // One label for the demo call to action.
    rule("Réserver une démonstration", "Réserver une démo", "Réserver une démonstration"),
    // One name for the monthly e-mail.
    rule(String.raw`\blettre (mensuelle|d’information|sur les contrôles)`, "newsletter", "Abonnez-vous à la lettre sur les contrôles fournisseurs"),
    rule("carte des contrôles", "cartographie des contrôles", "Obtenir ma carte des contrôles"),
    rule("paquet de preuves|pack de preuves", "dossier de preuves", "Un pack de preuves en une minute"),
    rule(String.raw`\bdirect(eur|rice)s? financi(er|ère)s?\b`, "DAF (invariable : les DAF)", "Ressources pour les directeurs financiers"),
    rule(String.raw`campagnes? de paiement\b|cycles? de paiement\b|lancement des paiements`, "campagne de paiements", "Transmise au prochain cycle de paiement"),
    // "readiness", not a claim of compliance.
    rule("conformité au règlement européen sur l’IA", "préparation au règlement européen sur l’IA", "Conformité au règlement européen sur l’IA"),
    rule(String.raw`\bContrôle ERP\b|garde-fou de comptabilisation`, "ERP Posting Guard", "Un garde-fou de comptabilisation ERP en amont", ""),
    // The risk-decision chips are three verbs, like ALLOW / MANUAL VERIFY / HOLD (a verb beside nouns read as a mistake).
    rule(String.raw`\bVÉRIFICATION MANUELLE\b|^BLOCAGE$|^AUTORISATION$`, "AUTORISER / VÉRIFIER MANUELLEMENT / BLOQUER", "VÉRIFICATION MANUELLE", ""),
    // The banking term for calling the vendor back on a number already on file.
    rule("rappel hors bande", "contre-appel", "Un rappel hors bande avant tout changement"),
    // SAP France: a parked document is "préenregistré" (never posted, so "comptabilisée en attente" contradicts itself);
    // the payment block is "avec blocage de paiement".
    rule(
      "comptabilisée?s? en attente|enregistrée?s? en attente|bloquée?s? au paiement",
      "préenregistrée / avec blocage de paiement",
      "Factures comptabilisées en attente ou bloquées au paiement",
    ),
  ],
  de: [
    ...PRODUCT_NAME_RULES,
    rule("Bankwechsel", "Bankdatenänderung", "Praxisbeispiel: ein Bankwechsel-Antrag"),
    rule("Änderung(en)? der Bankverbindung", "Bankdatenänderung", "Eine Änderung der Bankverbindung"),
    // The 2026 Control Map is the control matrix German controllers know (IKS); "Kontrolllandkarte" read as a coinage.
    rule("Kontroll(?:land)?karte", "Kontrollmatrix", "Meine Kontrolllandkarte erstellen"),
    rule("Scoping-Gespräch", "Vorgespräch zum Pilotumfang", "Ein Scoping-Gespräch buchen"),
    rule("(?:zwei|drei)fache[nrs]? Abgleich|zwei- oder dreifache|Drei-Wege|Zwei-Wege", "2-Wege-/3-Wege-Abgleich", "Dreifacher Abgleich, automatisiert"),
    rule("Durchlaufkosten", "durchlaufende Kosten", "Meilensteine und Durchlaufkosten"),
    rule(String.raw`\bgeparkt|\bparken\b|\bparkt\b`, "vorerfasst / vorerfassen", "Die Rechnung wird geparkt"),
    rule("Fraud-Readiness|Betrugsresilienz|Betrugsresistenz", "Betrugsabwehr-Check / Betrugsabwehr-Bewertung", "Ihr Fraud-Readiness-Score"),
    rule("ERP-Buchungsschutz", "ERP Posting Guard", "Der ERP-Buchungsschutz"),
    rule("Posteingangsschutz", "Inbox Guard", "Posteingangsschutz für die Kreditorenbuchhaltung"),
    rule("AP-Ops-Scorecard|Scorecard für Kreditorenprozesse", "AP Ops Scorecard", "Die AP-Ops-Scorecard starten"),
    rule("mittlere Durchlaufzeit", "mediane Durchlaufzeit", "Die mittlere Durchlaufzeit sinkt"),
    rule("Kreditorenstammdaten", "Lieferantenstammdaten", "Abgleich mit den Kreditorenstammdaten"),
    // A look-alike domain is "ähnlich aussehende Domain" (a bare "ähnliche Domain" reads as a merely similar one).
    rule(String.raw`Doppelgänger-Domain|[Ää]hnliche[nrs]? (?:Lieferanten)?[Dd]omain`, "ähnlich aussehende Domain", "Eine Doppelgänger-Domain"),
    rule("Leitung Controlling", "Controller", "Für die Leitung Controlling"),
    rule("Akteurs-ID|Benutzerkennung", "Bearbeiter-ID", "Mit Akteurs-ID protokolliert"),
    rule(String.raw`manuell prüfen oder (anhalten|zurückhalten)|\bANHALTEN\b`, "zulassen / manuell prüfen / stoppen", "Zulassen, manuell prüfen oder anhalten", ""),
    // The red risk decision HOLD is "stoppen" (chip STOPPEN, queue "Gestoppt"); "Sperre" / "zahlungsgesperrt" is only the
    // protective ERP payment block, so the two no longer read alike.
    rule(
      String.raw`^SPERREN$|manuell prüfen,? (oder )?sperren\b|Entscheidung(?: lautet|:) Sperre\b`,
      "zulassen / manuell prüfen / stoppen (ZULASSEN, MANUELL PRÜFEN, STOPPEN); Zahlungssperre nur für den ERP-Status",
      "Zulassen, manuell prüfen oder sperren",
    ),
    // The 30-day programme is "das Pilotprojekt"; "der Pilot" / "des Piloten" reads as the one flying a plane.
    // Compounds (Pilotgespräch, Pilot-Garantie, Pilotstart) stay.
    rule(String.raw`(?<!\p{L})Pilot(?:en|s)?\b(?!-)`, "Pilotprojekt (das 30-Tage-Pilotprojekt)", "Details zum Piloten ansehen", ""),
    rule(String.raw`Sek\.\.`, "Sek. (kein doppelter Punkt)", "in unter 60 Sek.."),
    // Units: "Stunden" / "Sekunden" in running text, "h" / "s" only in compact figures ("< 48 h"); never "Std." / "Sek.".
    rule(String.raw`(?:\d|\})\s?(?:Std|Sek)\.`, "Stunden / Sekunden (Fließtext), h / s (Kennzahlen)", "Median unter {hours} Std. oder", ""),
    rule(String.raw`(?<![-\p{L}])Review\b|Sicherheitsreview`, "Architektur-Review / Sicherheitsprüfung", "Ein Review mit Ihrem Team", ""),
    rule("Credit-Push", "Überweisungsbetrug", "Überwachung von Credit-Push-Betrug"),
    rule("Gutschrift", "ACH-Überweisungen (Gutschrift = credit note)", "Auftraggeber von ACH-Gutschriften"),
    rule(String.raw`(?<!\p{L})Bereitschaft|Nacha-2026-Bereitschaft|Prüfungsbereitschaft`, "Vorbereitung auf Nacha 2026 / auf die EU-KI-Verordnung; Prüfungssicherheit", "Nacha-2026-Bereitschaft", ""),
    rule("Zahlungsstapel", "Zahlungsdatei", "Validierungsbericht je Zahlungsstapel"),
    rule("Gesundheitscheck", "KI-Check", "Einen KI-Gesundheitscheck buchen"),
    rule("Zahlungsl(auf|äufe)", "Zahllauf", "Vor dem Zahlungslauf gestoppt"),
    rule(String.raw`\bLeiter(in|innen)?\b`, "Leitung (Leitung Kreditorenbuchhaltung)", "Controller und Leiter Kreditorenbuchhaltung", ""),
  ],
  es: [
    ...PRODUCT_NAME_RULES,
    rule("preliminar", "aparcada (contabilización aparcada)", "Contabilización preliminar"),
    rule(String.raw`\bretenid[ao]s?\b`, "aparcada (retener es solo la decisión HOLD)", "Facturas contabilizadas retenidas"),
    rule(String.raw`\ben espera\b`, "aparcada", "Facturas en espera de revisión"),
    rule(String.raw`\bbandas?\b`, "conciliación a dos / tres vías", "Conciliación a tres bandas"),
    rule(String.raw`\b(de|a) [23] (y|o) [23] vías`, "conciliación a dos y tres vías", "Conciliación de 2 y 3 vías"),
    rule("(varios|múltiples) proveedores de (IA|OCR)|(IA|OCR) de varios proveedores", "varios motores de IA y OCR (proveedor = supplier)", "IA de varios proveedores"),
    rule("contralor", "controller", "Para el contralor"),
    rule("controller financiero", "controller", "Para el controller financiero"),
    rule(String.raw`\bcostos?\b`, "coste (español de España)", "sin costo adicional"),
    rule("implementaci[oó]n", "implantación (rollout) / despliegue (deployment)", "Una implementación en 30 días"),
    rule(String.raw`cambios? bancarios?\b`, "cambio de datos bancarios", "Un cambio bancario sospechoso"),
    rule("dominios? parecidos?", "dominio similar", "Dominios parecidos"),
    rule(String.raw`paquetes? de evidencia\b`, "paquete de evidencias", "Un paquete de evidencia completo"),
    rule(String.raw`identificador(es)? de(l| los)? (actor|actores|responsables?)\b`, "identificador del interviniente", "Con el identificador del actor"),
    rule("preparación (ante|contra) el fraude", "preparación frente al fraude", "Diagnóstico de preparación ante el fraude"),
    rule("tiempo de ciclo (medio|mediano)", "mediana del tiempo de ciclo", "Tiempo de ciclo medio"),
    rule("protección de contabilización|control de contabilización en el ERP", "ERP Posting Guard", "La protección de contabilización"),
    rule("protección de la bandeja de entrada", "Inbox Guard", "La protección de la bandeja de entrada"),
    rule("cuadro de mando (AP Ops|de cuentas por pagar)", "AP Ops Scorecard", "El cuadro de mando AP Ops"),
    rule(String.raw`\b(computadora|celular|reporte|agendar|chequear)\b`, "español de España (ordenador, móvil, informe, programar, comprobar)", "Descargue el reporte"),
    rule(String.raw`\btenants?\b`, "instancia (multiinquilino solo para multi-tenant)", "Aislamiento de tenants"),
    rule("control (de )?(las |listas de )?sanciones", "cribado de sanciones", "KYB y control de listas de sanciones"),
    // Nacha's "entidades financieras / receptoras" are banks and stay; a legal entity of a group is a sociedad.
    rule(String.raw`\bentidad(es)?\b(?! (financieras?|receptoras?))`, "sociedad (entidad jurídica de un grupo)", "Grupos con varias entidades"),
    rule(String.raw`grupos? de materiales?\b`, "grupo de artículos (término de SAP)", "Tolerancias por grupo de materiales"),
    rule(String.raw`\babonos?\b`, "transferencia (nota de abono = credit note)", "Cada fichero de abonos ACH"),
    rule("llamadas? de confirmación|confirmación por llamada", "llamada de verificación", "Verificación por llamada de confirmación"),
    // The risk-decision chips are three verbs, like ALLOW / MANUAL VERIFY / HOLD.
    rule(String.raw`\bVERIFICACIÓN MANUAL\b|^RETENCIÓN$|^AUTORIZACIÓN$`, "PERMITIR / VERIFICAR MANUALMENTE / RETENER", "VERIFICACIÓN MANUAL", ""),
  ],
};
