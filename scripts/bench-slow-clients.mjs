#!/usr/bin/env node
/**
 * Slow-client benchmark: how many connections trickling a
 * lead body (headers sent, then one byte every few seconds) a running server
 * holds, and whether a normal request still succeeds beside them.
 *
 *   node scripts/bench-slow-clients.mjs --url http://localhost:3300 [--max 20000] [--step 500] [--hold 45]
 *
 * Opens connections in steps of --step up to --max; after each step sends one
 * normal GET with a 5 s deadline and prints the number of slow connections the
 * server still holds open. Then waits --hold seconds (trickling on) and prints
 * how many the server has closed: the server of `npm start` (src/server/http-server.mjs)
 * cuts every trickled body after 30 s; Node's default server holds each for 300 s.
 * Prints figures; asserts nothing. Raise `ulimit -n` for large --max.
 */
import net from "node:net";

const argv = process.argv.slice(2);
const args = Object.fromEntries(argv.flatMap((arg, i) => (arg.startsWith("--") ? [[arg.slice(2), argv[i + 1]]] : [])));
const target = new URL(args.url ?? "http://localhost:3300");
const max = Number(args.max ?? 2000);
const step = Number(args.step ?? 250);
const holdSeconds = Number(args.hold ?? 45);
const port = Number(target.port || 80);

const open = new Set();
let closedByServer = 0;

function slowConnection() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: target.hostname, port });
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(
        `POST /api/book-demo HTTP/1.1\r\nHost: ${target.host}\r\nOrigin: ${target.origin}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
      );
      open.add(socket);
      const drip = setInterval(() => socket.write(" "), 3_000);
      socket.on("close", () => {
        clearInterval(drip);
        if (open.delete(socket)) closedByServer++;
      });
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

async function normalRequest() {
  const started = performance.now();
  try {
    const res = await fetch(new URL("/en", target), { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return { ok: res.status < 500, status: res.status, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, status: String(error?.name ?? error), ms: Math.round(performance.now() - started) };
  }
}

console.log(`target ${target.origin}, up to ${max} slow connections in steps of ${step}`);
let failedAt = null;
for (let total = step; total <= max; total += step) {
  const results = await Promise.all(Array.from({ length: step }, slowConnection));
  const refused = results.filter((ok) => !ok).length;
  const normal = await normalRequest();
  console.log(
    `opened ${String(total).padStart(6)}  held open ${String(open.size).padStart(6)}  refused ${refused}  normal request: ${normal.status} in ${normal.ms} ms`,
  );
  if (!normal.ok) {
    failedAt = total;
    break;
  }
}
console.log(failedAt === null ? `normal requests still answered with ${max} slow connections opened` : `first failed normal request at ${failedAt} slow connections`);
const heldBefore = open.size;
const deadline = Date.now() + holdSeconds * 1000;
while (Date.now() < deadline && open.size > 0) await new Promise((r) => setTimeout(r, 1000));
console.log(`after ${holdSeconds} s of trickling: ${heldBefore - open.size} of ${heldBefore} closed by the server (${closedByServer} in all), ${open.size} still held`);
for (const socket of open) socket.destroy();
process.exit(0);
