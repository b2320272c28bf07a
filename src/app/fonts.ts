import localFont from "next/font/local";

// Self-hosted (next/font/google downloads at build time, and builds run offline) and preloaded
// (next/font adds <link rel=preload> to prerendered HTML, a Link header to pages rendered per request;
// e2e/seo.spec.ts checks both). The file is Inter's Latin subset cut to the 400-700 weights the styles use
// and the OpenType features the pages need: 28 kB instead of 48 kB (scripts/subset-font.sh regenerates it).
export const inter = localFont({
  src: "../assets/fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  display: "swap",
  preload: true,
  weight: "400 700",
});
