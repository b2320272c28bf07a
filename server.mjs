#!/usr/bin/env node
/**
 * `npm start`: the production server, a custom server as Next.js documents it (`next({ dev, hostname, port })`,
 * `app.getRequestHandler()`, our own `http.createServer`). It owns the Node HTTP server, so its timeouts, the
 * method filter and the client-address stamp are plain code (src/server/http-server.mjs).
 *
 *   node server.mjs [-p <port>] [-H <hostname>]
 *
 * Same arguments as `next start`: the port is `-p`, else PORT, else 3000; without `-H` it listens on every
 * interface (`npm start` passes `-H "${HOSTNAME:-localhost}"`). It serves the production build of this
 * directory (`npm run build`; NEXT_DIST_DIR is read by next.config.ts).
 *
 * Shutdown: with NEXT_MANUAL_SIG_HANDLE set (as `npm start` sets it) the app runs the graceful shutdown
 * (src/server/lifecycle.ts, installed from src/instrumentation.ts); without it, SIGTERM/SIGINT close the server,
 * let Next clean up and exit, as `next start` does.
 *
 * This entry reads only what `next start` reads from the environment (PORT, NEXT_MANUAL_SIG_HANDLE): it runs
 * before Next loads the app, whose configuration is src/env.ts.
 */
import { parseArgs } from "node:util";
import { createHttpServer } from "./src/server/http-server.mjs";

// A production server, as `next start` is; set before Next loads.
process.env.NODE_ENV = "production";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`server.mjs: invalid port ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
const hostname = values.hostname || undefined;

const { default: next } = await import("next");
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
// Loads the build and runs src/instrumentation.ts (configuration check, migrations, outbox loop).
await app.prepare();

const server = createHttpServer(handle);
server.on("error", (error) => {
  console.error("Failed to start server", error);
  process.exit(1);
});

if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
  let closing = false;
  /** @param {"SIGTERM" | "SIGINT"} signal */
  const close = (signal) => {
    if (closing) return;
    closing = true;
    server.close(() => {
      void app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  };
  process.on("SIGTERM", () => close("SIGTERM"));
  process.on("SIGINT", () => close("SIGINT"));
}

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : port;
  console.log(`> Ready on http://${hostname ?? "localhost"}:${shown}`);
});
