/** Label history endpoints on the `LabelHistory` use cases. */
import { LabelHistory, Paging } from "@elabel/domain"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { ElabelApi } from "../api/ElabelApi.ts"
import { renderELabelPage } from "../render/ELabelHtml.ts"
import { labelGoneHtml } from "../render/PublicErrorPage.ts"
import { asCaller } from "./handlerSupport.ts"

/** The `labelVersions` group. */
export const LabelVersionsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "labelVersions",
  Effect.fn(function* (handlers) {
    const history = yield* LabelHistory
    return handlers.handleAll({
      list: ({ params, query }) => asCaller((actor) => history.list(actor, params.id, Paging.pageRequest(query))),
      get: ({ params }) => asCaller((actor) => history.get(actor, params.id, params.version)),
      page: ({ params, query }) =>
        HttpServerRequest.HttpServerRequest.use((request) =>
          asCaller((actor) =>
            history.page(
              actor,
              params.id,
              params.version,
              { lang: query.lang, acceptLanguage: request.headers["accept-language"] },
              query.ref
            )
          )
        ).pipe(Effect.map(Option.match({ onNone: () => labelGoneHtml, onSome: renderELabelPage }))),
      preview: ({ params, query }) =>
        HttpServerRequest.HttpServerRequest.use((request) =>
          asCaller((actor) =>
            history.preview(actor, params.id, { lang: query.lang, acceptLanguage: request.headers["accept-language"] })
          )
        ).pipe(Effect.map(renderELabelPage))
    })
  })
)
