/**
 * Stand-in for PostHog in browser tests: records every request the site's
 * `/ingest` rewrite forwards (POSTHOG_HOST points here at build time, see
 * `build:e2e` in package.json) and answers what posthog-js expects.
 *
 *   GET  /__health            readiness probe for Playwright's webServer
 *   GET  /__events            every decoded event, in arrival order: [{ event, properties, distinct_id, timestamp, path }]
 *   GET  /__requests          every request: [{ method, path, body }] (body decoded to text)
 *   GET  /__exposures?flag=home-variant&variants=control,landing2,landing3
 *                             the exposures PostHog Experiments would count, with its own predicates
 *                             (posthog/hogql_queries/experiments exposure conditions): event = '$feature_flag_called'
 *                             AND properties.$feature_flag = flag AND properties.$feature_flag_response IN variants;
 *                             the same predicates as the GrowthBook exposure SQL in docs/experiments.md.
 *                             [{ distinct_id, variant, timestamp }]
 *   GET  /__metric?flag=home-variant&variants=...&event=lead_created
 *                             metric events attributed the way PostHog does for a custom exposure / metric:
 *                             event = <event> AND properties.$feature/<flag> IN variants. [{ distinct_id, variant, timestamp }]
 *
 * Started by playwright.config.ts (port E2E_CAPTURE_PORT); tests filter events by the
 * visitor id, which is the PostHog distinct id, so parallel tests do not see each other.
 */
import http from "node:http";
import zlib from "node:zlib";

const port = Number(process.env.E2E_CAPTURE_PORT ?? process.argv[2] ?? 3198);
const events = [];
const requests = [];

function decodeBody(buffer, url, headers) {
  if (buffer.length === 0) return "";
  const compression = url.searchParams.get("compression");
  const isGzip = compression === "gzip-js" || headers["content-encoding"] === "gzip" || (buffer[0] === 0x1f && buffer[1] === 0x8b);
  if (isGzip) return zlib.gunzipSync(buffer).toString("utf8");
  let text = buffer.toString("utf8");
  if (text.startsWith("data=")) text = decodeURIComponent(new URLSearchParams(text).get("data") ?? "");
  if (compression === "base64" || /^[A-Za-z0-9+/=]+$/.test(text)) {
    try {
      const decoded = Buffer.from(text, "base64").toString("utf8");
      if (decoded.startsWith("{") || decoded.startsWith("[")) return decoded;
    } catch {
      // not base64
    }
  }
  return text;
}

/**
 * Event uuids already stored. posthog-js gives every event a uuid and sends a batch again when its request failed;
 * a request cut off by leaving the page can fail in the browser after the server got it, so the retry arrives twice.
 * PostHog keeps one event per uuid, and so does this stand-in: tests count what PostHog would count.
 */
const seenUuids = new Set();

function collect(parsed, path) {
  const list = Array.isArray(parsed) ? parsed : Array.isArray(parsed?.batch) ? parsed.batch : parsed?.event ? [parsed] : [];
  for (const e of list) {
    const uuid = e.uuid ?? e.properties?.$uuid;
    if (uuid) {
      if (seenUuids.has(uuid)) continue;
      seenUuids.add(uuid);
    }
    const timestamp = e.timestamp ?? (e.properties?.$time ? new Date(e.properties.$time * 1000).toISOString() : new Date().toISOString());
    events.push({ event: e.event, properties: e.properties ?? {}, distinct_id: e.distinct_id ?? e.properties?.distinct_id, timestamp, path });
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://localhost:${port}`);
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__health") return send(200, { ok: true });
    if (url.pathname === "/__events") return send(200, events);
    if (url.pathname === "/__requests") return send(200, requests);
    if (url.pathname === "/__exposures" || url.pathname === "/__metric") {
      const flag = url.searchParams.get("flag") ?? "";
      const variants = (url.searchParams.get("variants") ?? "").split(",").filter(Boolean);
      const exposure = url.pathname === "/__exposures";
      const metricEvent = url.searchParams.get("event") ?? "";
      const variantProperty = exposure ? "$feature_flag_response" : `$feature/${flag}`;
      const rows = events
        .filter((e) =>
          exposure ? e.event === "$feature_flag_called" && e.properties.$feature_flag === flag : e.event === metricEvent,
        )
        .filter((e) => variants.includes(e.properties[variantProperty]))
        .map((e) => ({ distinct_id: e.distinct_id ?? e.properties.distinct_id, variant: e.properties[variantProperty], timestamp: e.timestamp }));
      return send(200, rows);
    }
    let body = "";
    try {
      body = decodeBody(Buffer.concat(chunks), url, req.headers);
    } catch (error) {
      body = `<undecodable: ${error.message}>`;
    }
    requests.push({ method: req.method, path: url.pathname + url.search, body });
    if (req.method === "POST") {
      try {
        collect(JSON.parse(body), url.pathname);
      } catch {
        // not JSON: kept in /__requests only
      }
    }
    return send(200, { status: 1 });
  });
});

server.listen(port, "localhost", () => console.log(`[posthog-capture] listening on ${port}`));
