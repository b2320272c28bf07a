import localFont from "next/font/local";

// Self-hosted (next/font/google needs the internet at build time; platform notes) and preloaded
// (next/font adds <link rel=preload> to prerendered HTML, a Link header to pages rendered per request;
// e2e/seo.spec.ts checks both).
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  preload: true,
  weight: "100 900",
});
