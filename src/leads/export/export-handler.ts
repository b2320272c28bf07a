import "server-only";
import type { Database } from "@/db/connection";
import { getDatabase as defaultGetDatabase } from "@/db/connection";
import { serverEnv } from "@/env";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/leads/http/config";
import { type ExportedLead, exportChunks, iterateLeads, parseFilters } from "./export";
import { tokensEqual } from "@/leads/http/bearer-token";
import { API_HEADERS, problem } from "@/leads/http/problem";

/**
 * GET /api/leads?form=&since=&until=&format=csv|json (default json)[&quarantined=only|include|exclude]
 * [&include_quarantined=1]. Streamed: memory stays flat in the number of leads
 * (pages of rows in, chunks out as the client reads them).
 * with `Authorization: Bearer <LEADS_API_TOKEN>`. 404 while the token is unset
 * (the endpoint does not exist), 401 on a missing or wrong token.
 */
export interface ExportHandlerDeps {
  getDatabase?: () => Promise<Database>;
  /** The expected token; defaults to LEADS_API_TOKEN. */
  token?: () => string | undefined;
}

export function createLeadsExportHandler(deps: ExportHandlerDeps = {}) {
  const getDb = deps.getDatabase ?? defaultGetDatabase;
  const readToken = deps.token ?? (() => serverEnv().LEADS_API_TOKEN);
  return async function handleLeadsExport(request: Request): Promise<Response> {
    const expected = readToken();
    if (!expected) return problem("not-found", "Lead export is disabled (LEADS_API_TOKEN is unset).");
    const header = request.headers.get("authorization") ?? "";
    const match = /^Bearer +(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !tokensEqual(match[1], expected)) {
      return problem("unauthorized", "Send Authorization: Bearer <LEADS_API_TOKEN>.", {
        headers: { "WWW-Authenticate": 'Bearer realm="leads"' },
      });
    }
    const url = new URL(request.url);
    const format = url.searchParams.get("format") ?? "json";
    if (format !== "csv" && format !== "json") {
      return problem("invalid-query", "format must be csv or json.", { errors: [{ field: "format", code: "invalid_option" }] });
    }
    const parsed = parseFilters((name) => url.searchParams.get(name));
    if (!parsed.ok) {
      return problem("invalid-query", `Invalid ${parsed.field}.`, { errors: [{ field: parsed.field, code: "invalid_option" }] });
    }
    let first: IteratorResult<ExportedLead>;
    let leads: AsyncGenerator<ExportedLead>;
    try {
      const db = await getDb();
      leads = iterateLeads(db, parsed.filters);
      // The first page is read before answering, so a database failure is still a 503.
      first = await leads.next();
    } catch (error) {
      console.error("[leads] export failed:", error instanceof Error ? error.message : error);
      return problem("service-unavailable", "The database is unavailable; retry shortly.", {
        headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
      });
    }
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(streamText(exportChunks(prepend(first, leads), format)), {
      status: 200,
      headers: {
        ...API_HEADERS,
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json",
        "Content-Disposition": `attachment; filename="leads-${stamp}.${format}"`,
      },
    });
  };
}

async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** A byte stream pulled chunk by chunk (backpressure: the next page is read when the client takes the last). */
function streamText(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // Mid-stream failure: the status is already sent, so the response is aborted (never a silently short file).
        console.error("[leads] export aborted:", error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
