import { loadMessages } from "@/i18n/messages";
import { isLocale, routing } from "@/i18n/routing";
import { renderOgImage } from "../../og-image";
import { metaNamespaces, metaOf } from "../../og-namespaces";

/**
 * Per-page social images: /og/<locale>/<namespace>.png, where <namespace> is the
 * message namespace a page passes to `pageMetadata` (e.g. "pricing",
 * "solutionsRole.cfo"), which references this URL. One image per namespace that
 * holds `meta.title` and `meta.description`, per locale, prerendered at build time.
 * The dot in the file name keeps the path out of the locale rewrites (src/i18n/path-rules.ts).
 */
export const dynamicParams = false;

export async function generateStaticParams() {
  const params = await Promise.all(
    routing.locales.map(async (locale) =>
      metaNamespaces(await loadMessages(locale)).map((namespace) => ({ locale, image: `${namespace}.png` })),
    ),
  );
  return params.flat();
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; image: string }> }) {
  const { locale, image } = await params;
  const namespace = image.endsWith(".png") ? image.slice(0, -".png".length) : "";
  if (!isLocale(locale) || !namespace) return new Response(null, { status: 404 });
  const meta = metaOf(await loadMessages(locale), namespace);
  if (!meta) return new Response(null, { status: 404 });
  return renderOgImage({ ...meta, locale });
}
