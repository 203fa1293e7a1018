/** The audit log on the `Audits` use case. */
import { Audits, Paging } from "@elabel/domain"
import { Effect } from "effect"
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
      export: ({ params, query }) => asCaller((actor) => audits.exportLines(actor, params.id, pick(query, FILTERS)))
    })
  })
)
