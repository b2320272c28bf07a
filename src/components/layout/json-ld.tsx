import { PRODUCT_NAME, PROVIDER_NAME } from "@/config/site";

/** Organization and product structured data (schema.org), on every page. */
export function JsonLd({ siteUrl, description, locale }: { siteUrl: string; description: string; locale: string }) {
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: PROVIDER_NAME,
      brand: PRODUCT_NAME,
      url: siteUrl,
      logo: `${siteUrl}/icon.svg`,
    },
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: PRODUCT_NAME,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      description,
      inLanguage: locale,
      publisher: { "@type": "Organization", name: PROVIDER_NAME },
    },
  ];
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD; "<" escaped below
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
