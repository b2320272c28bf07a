/**
 * Response headers for every route (next.config.ts `headers()`), kept free of
 * Next imports. Pages are prerendered, so the CSP cannot carry per-request
 * nonces: inline scripts Next emits need 'unsafe-inline' (see README, Security).
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const isDev = process.env.NODE_ENV !== "production";

export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  ...(isDev ? [] : ["upgrade-insecure-requests"]),
].join("; ");

const COMMON = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

export function securityHeaders(): HeaderRule[] {
  return [
    { source: "/:path*", headers: [...COMMON, { key: "Content-Security-Policy", value: PAGE_CSP }] },
    {
      source: "/api/:path*",
      headers: [
        { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        { key: "Cache-Control", value: "no-store" },
      ],
    },
  ];
}
