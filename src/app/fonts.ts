import localFont from "next/font/local";

// Self-hosted (next/font/google needs the internet at build time; platform notes).
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});
