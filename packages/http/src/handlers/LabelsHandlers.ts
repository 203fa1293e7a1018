/**
 * Label endpoints on the `Labels` use cases, plus `POST /v1/labels/{id}/formats`,
 * which the `Formats` use cases answer.
 */
import { Access, Formats, Labels, Paging } from "@elabel/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "../api/Authorization.ts"
import { ElabelApi } from "../api/ElabelApi.ts"
import { TokenVerifier } from "../auth/TokenVerifier.ts"
import { HotPaths } from "../protocol/HotPaths.ts"
import { RateLimiter } from "../protocol/RateLimiter.ts"
import { asCaller, locations, pick, withLocation } from "./handlerSupport.ts"
import { labelResponse, makeLabelAnswers } from "./LabelAnswers.ts"
import { labelHotRoute } from "./LabelHotRoute.ts"
import { mapDomainErrors } from "./problemMapping.ts"

/** The `labels` group. */
export const LabelsHandlers = HttpApiBuilder.group(
  ElabelApi,
  "labels",
  Effect.fn(function* (handlers) {
    const labels = yield* Labels
    const formats = yield* Formats
    const answers = yield* makeLabelAnswers
    const hot = yield* HotPaths
    hot?.add(
      "/v1/labels/",
      labelHotRoute({
        kept: answers.kept,
        verifier: yield* TokenVerifier,
        access: yield* Access,
        limiter: yield* RateLimiter
      }),
      "/v1/labels/{id}"
    )
    return handlers.handleAll({
      list: ({ query }) =>
        asCaller((actor) =>
          labels.list(
            actor,
            pick(query, ["workspace_id", "brand_id", "archived", "state", "q"]),
            Paging.pageRequest(query)
          )
        ),
      create: ({ payload }) =>
        asCaller((actor) => labels.create(actor, payload)).pipe(withLocation((label) => locations.label(label.id))),
      // The encoded JSON from memory when it is current (`LabelAnswers.ts`), with its `ETag`.
      get: ({ params }) => mapDomainErrors(CurrentUser.use((user) => answers.get(user.id, params.id))),
      // The written label's JSON by its Schema's encoder (`LabelAnswers.ts`), its tag from `asCaller`.
      patch: ({ params, payload }) =>
        Effect.map(
          asCaller((actor) => labels.patch(actor, params.id, payload)),
          labelResponse
        ),
      delete: ({ params }) => asCaller((actor) => labels.delete(actor, params.id)),
      duplicate: ({ params, payload }) =>
        asCaller((actor) => labels.duplicate(actor, params.id, payload)).pipe(
          withLocation((copy) => locations.label(copy.id))
        ),
      publish: ({ params }) =>
        Effect.map(
          asCaller((actor) => labels.publish(actor, params.id)),
          labelResponse
        ),
      compliance: ({ params }) => asCaller((actor) => labels.compliance(actor, params.id)),
      unpublish: ({ params }) =>
        Effect.map(
          asCaller((actor) => labels.unpublish(actor, params.id)),
          labelResponse
        ),
      putTranslation: ({ params, payload }) =>
        asCaller((actor) => labels.putTranslation(actor, params.id, params.locale, payload)),
      addFormat: ({ params, payload }) =>
        asCaller((actor) => formats.add(actor, params.id, payload)).pipe(
          withLocation((format) => locations.format(format.id))
        ),
      grapeVarieties: ({ params }) =>
        asCaller((actor) =>
          Effect.map(labels.children(actor, params.id), (children) => ({ items: children.grape_varieties }))
        ),
      putGrapeVarieties: ({ params, payload }) =>
        asCaller((actor) => labels.putGrapeVarieties(actor, params.id, payload)),
      ingredients: ({ params }) =>
        asCaller((actor) =>
          Effect.map(labels.children(actor, params.id), (children) => ({
            // In the page's order: by `order`, rows without one last, ties as stored.
            items: children.ingredients.toSorted(
              (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER)
            )
          }))
        ),
      putIngredients: ({ params, payload }) => asCaller((actor) => labels.putIngredients(actor, params.id, payload)),
      packagings: ({ params }) =>
        asCaller((actor) =>
          Effect.map(labels.children(actor, params.id), (children) => ({ items: children.packagings }))
        ),
      putPackagings: ({ params, payload }) => asCaller((actor) => labels.putPackagings(actor, params.id, payload)),
      certifications: ({ params }) =>
        asCaller((actor) =>
          Effect.map(labels.children(actor, params.id), (children) => ({ items: children.certifications }))
        ),
      putCertifications: ({ params, payload }) =>
        asCaller((actor) => labels.putCertifications(actor, params.id, payload))
    })
  })
)
