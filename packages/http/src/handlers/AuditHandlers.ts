/** The audit log on the `Audits` use case. */
import { Audits, Paging } from "@elabel/domain"
import { Effect, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { asCaller, pick } from "./handlerSupport.ts"

const FILTERS = ["resource_type", "resource_id", "actor", "action", "from", "to"] as const

/** The `audit` group. */
export const AuditHandlers = HttpApiBuilder.group(
  ElabelApi,
  "audit",
  Effect.fn(function* (handlers) {
    const audits = yield* Audits
    return handlers.handleAll({
      list: ({ params, query }) =>
        asCaller((actor) => audits.list(actor, params.id, pick(query, FILTERS), Paging.pageRequest(query))),
      // Streamed: the process holds one page of events at a time however long the log is.
      export: ({ params, query }) =>
        asCaller((actor) => audits.exportLines(actor, params.id, pick(query, FILTERS))).pipe(
          Effect.map((lines) =>
            HttpServerResponse.stream(Stream.encodeText(lines), { contentType: "application/x-ndjson" })
          )
        )
    })
  })
)
