/** Statistics endpoints on the `Statistics` use cases. */
import { Statistics } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { InvalidBodyProblem, InvalidQueryProblem } from "../api/Problems.ts"
import { asCaller } from "./handlerSupport.ts"

/** A range the domain refuses came in the query string: it answers as an invalid query. */
const asQueryProblem = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    self,
    (error): error is E & InvalidBodyProblem => error instanceof InvalidBodyProblem,
    (problem) =>
      Effect.fail(
        new InvalidQueryProblem({
          ...(problem.detail === undefined ? {} : { detail: problem.detail }),
          errors: problem.errors
        })
      )
  )

/** The `statistics` group. */
export const StatisticsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "statistics",
  Effect.fn(function* (handlers) {
    const statistics = yield* Statistics
    return handlers.handleAll({
      qrCode: ({ params, query }) => asQueryProblem(asCaller((actor) => statistics.qrCode(actor, params.id, query))),
      label: ({ params, query }) => asQueryProblem(asCaller((actor) => statistics.label(actor, params.id, query)))
    })
  })
)
