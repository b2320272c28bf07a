import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A small text-document renderer for the site's downloadable PDFs (pdf-lib,
 * standard Helvetica, US Letter). Content comes from the locale's messages
 * (see build-documents.ts); this module only lays it out. Helvetica's WinAnsi
 * set covers French, German and Spanish (é è ê à ç œ ä ö ü ß ñ ¿ ¡ « » „ “ €);
 * the narrow no-break space of French typography is drawn as a space, and
 * RenderOptions.onMissingGlyph reports anything else the font cannot draw
 * (the unit test asserts nothing is reported for any locale).
 */
export interface RenderOptions {
  /** Called with each character the font cannot draw and that has no fallback. */
  onMissingGlyph?: (character: string) => void;
}

export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Items drawn with an empty tick box (checklists). */
  checkboxes?: boolean;
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Small print at the end of the document. */
  notes?: string[];
  /** Text in every page footer (product name, site address). */
  footer: string;
  author: string;
  /** BCP 47 language of the content (default "en"). */
  language?: string;
}

const PAGE = { width: 612, height: 792, margin: 56 };
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.11, 0.31, 0.85);

/** Standard fonts encode WinAnsi only; anything else becomes a close ASCII form or is dropped. */
function sanitizer(font: PDFFont, onMissing: (ch: string) => void = () => {}): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const fallbacks: Record<string, string> = { "\u2192": "->", "\u2264": "<=", "\u2265": ">=", "\u2212": "-", "\u2011": "-", "\u00a0": " ", "\u202f": " ", "\u2060": "" };
  return (text) =>
    Array.from(text)
      .map((ch) => {
        const code = ch.codePointAt(0) ?? 0;
        if (ch === "\n" || supported.has(code)) return ch;
        const fallback = fallbacks[ch];
        if (fallback === undefined) onMissing(ch);
        return fallback ?? "";
      })
      .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function renderPdf(spec: PdfDocumentSpec, options: RenderOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = sanitizer(regular, options.onMissingGlyph);
  doc.setTitle(clean(spec.title));
  doc.setAuthor(clean(spec.author));
  doc.setSubject(clean(spec.subtitle ?? spec.title));
  doc.setCreator(clean(spec.author));
  doc.setLanguage(spec.language ?? "en");

  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensure = (height: number) => {
    if (y - height < PAGE.margin + 24) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };

  const text = (value: string, opts: { font: PDFFont; size: number; color: typeof INK; indent?: number; gap?: number }) => {
    const indent = opts.indent ?? 0;
    const lineHeight = opts.size * 1.35;
    for (const line of wrap(clean(value), opts.font, opts.size, contentWidth - indent)) {
      ensure(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: PAGE.margin + indent, y, size: opts.size, font: opts.font, color: opts.color });
    }
    y -= opts.gap ?? 0;
  };

  // Title block.
  page.drawRectangle({ x: PAGE.margin, y: y - 4, width: 48, height: 4, color: BRAND });
  y -= 12;
  text(spec.title, { font: bold, size: 22, color: INK, gap: 6 });
  if (spec.subtitle) text(spec.subtitle, { font: regular, size: 12, color: MUTED, gap: 12 });

  for (const section of spec.sections) {
    ensure(40);
    y -= 10;
    text(section.heading, { font: bold, size: 14, color: BRAND, gap: 4 });
    for (const paragraph of section.paragraphs ?? []) text(paragraph, { font: regular, size: 10.5, color: INK, gap: 4 });
    for (const item of section.items ?? []) {
      ensure(16);
      const markerY = y - 10.5;
      if (section.checkboxes) {
        page.drawRectangle({ x: PAGE.margin + 2, y: markerY - 1, width: 8, height: 8, borderColor: INK, borderWidth: 0.8 });
      } else {
        page.drawCircle({ x: PAGE.margin + 5, y: markerY + 3, size: 1.8, color: INK });
      }
      text(item, { font: regular, size: 10.5, color: INK, indent: 16, gap: 3 });
    }
  }

  if (spec.notes?.length) {
    y -= 12;
    for (const note of spec.notes) text(note, { font: regular, size: 9, color: MUTED, gap: 2 });
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = clean(`${spec.footer}  |  ${index + 1} / ${pages.length}`);
    p.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: regular, color: MUTED });
  });

  return doc.save();
}
