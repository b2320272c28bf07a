/**
 * Response headers for every route (next.config.ts `headers()`), kept free of
 * Next imports. Scored against the MDN HTTP Observatory rules
 * (docs/security-headers.md). Pages are prerendered, so the CSP cannot carry per-request nonces:
 * the inline scripts Next emits (RSC payload, bootstrap) need 'unsafe-inline'.
 *
 * Two exclusive rule sets: pages and files get the page policy, `/api/*` gets a
 * deny-all policy. Next applies every matching rule, and two CSP headers would
 * both be enforced (their intersection), so the page rule excludes `/api`.
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type Header = { key: string; value: string };

// NODE_ENV is a build constant set by `next dev` / `next build`, not configuration: read directly, as Next does.
const isDev = process.env.NODE_ENV !== "production";

/**
 * Only what the site uses: its own scripts, styles (Tailwind's stylesheet plus
 * React's inline `style` attributes), self-hosted font, own images (social
 * images, icons; data: for inline SVG backgrounds), and same-origin fetches
 * (the lead API and the analytics proxy at /ingest).
 */
export function pageCsp(dev: boolean = isDev): string {
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for the dev server (React's debugging tools need it).
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The lead forms' proof of work (the self-hosted ALTCHA widget) runs its solver in Web Workers it creates from
    // blob: URLs of its own code; nothing else uses workers.
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // No upgrade-insecure-requests: HSTS already keeps production on https, and the directive turns every
    // redirect of a production build served on http://localhost (npm start, the browser tests) into an https
    // request that fails (ERR_SSL_PROTOCOL_ERROR on /login -> /sign-in).
  ].join("; ");
}

export const PAGE_CSP = pageCsp();

/** API responses are data, never documents: nothing may load, nothing may frame, nothing is cached. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Features the site never uses (names Chromium recognizes: an unknown one logs a console error). */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Headers every response carries (pages, files and API). */
export const COMMON_HEADERS: readonly Header[] = [
  // Two years, subdomains, preload-ready (Observatory: at least six months).
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  // Legacy twin of frame-ancestors for old browsers.
  { key: "X-Frame-Options", value: "DENY" },
];

export const PAGE_HEADERS: readonly Header[] = [...COMMON_HEADERS, { key: "Content-Security-Policy", value: PAGE_CSP }];

export const API_HEADERS: readonly Header[] = [
  ...COMMON_HEADERS,
  { key: "Content-Security-Policy", value: API_CSP },
  { key: "Cache-Control", value: "no-store" },
];

/** Everything except /api and /api/... (an /apis-like path stays a page); API_SOURCE is its exact complement. */
export const PAGE_SOURCE = "/:path((?!api(?:/|$)).*)";
export const API_SOURCE = "/:path(api(?:/.*)?)";

export function securityHeaders(): HeaderRule[] {
  return [
    { source: PAGE_SOURCE, headers: [...PAGE_HEADERS] },
    { source: API_SOURCE, headers: [...API_HEADERS] },
  ];
}
