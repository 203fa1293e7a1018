/**
 * `GET /v1/labels/{id}` answered from memory. The label's JSON, encoded
 * once by the `Label` Schema, is kept per label id with the label's
 * workspace and version (the `ETag`); a hit checks only the caller's
 * membership of that workspace (itself cached by `Access`) and sends the
 * kept bytes: no storage round trip, no encoding. Every committed change of
 * the label or its parts is announced to every process (`Labels.watchChanges`,
 * PostgreSQL `LISTEN`/`NOTIFY`) and drops the entry; an announced gap drops
 * all; and an entry lives at most `TTL_MILLIS` anyway. A read that started
 * before an announcement is answered but not kept, so nothing stale stays
 * (`BoundedCache`: at most `ELABEL_LABEL_CACHE_SIZE` labels, the least
 * recently used going first).
 * A miss reads through the domain (`Labels.get`: one statement) and encodes
 * as the Schema the endpoint declares writes it (`labelJson`).
 *
 * The label a write answers (PATCH, publish, unpublish) is written by the same encoder (`labelResponse`): the `Label` Schema's
 * encoding, run by HttpApi, was a tenth of a published PATCH's CPU time.
 */
import {
  Access,
  Label,
  type LabelId,
  Labels,
  makeBoundedCache,
  type NotFound,
  type PersistenceUnavailable,
  plainEncoder,
  type UserId,
  type WorkspaceId
} from "@elabel/domain"
import { Clock, type Config, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { cacheMeter, cacheSizes } from "../observability/CacheMetrics.ts"
import { integerVariable } from "../protocol/ConfigVariables.ts"
import { resourceTag } from "./handlerSupport.ts"

/** How long an answer is kept without any announcement: a safety net, not the mechanism. */
export const TTL_MILLIS = 60_000
/** The default of `ELABEL_LABEL_CACHE_SIZE`: labels kept per process. */
export const DEFAULT_LABEL_CACHE_SIZE = 5000

/** `ELABEL_LABEL_CACHE_SIZE`: label answers kept per process (0 keeps none). */
export const labelCacheConfig: Config.Config<number> = integerVariable("ELABEL_LABEL_CACHE_SIZE", {
  min: 0,
  max: 10_000_000,
  fallback: DEFAULT_LABEL_CACHE_SIZE,
  what: "a number of labels"
})

interface Entry {
  readonly workspace: WorkspaceId
  readonly body: Uint8Array
  readonly etag: string
}

const encodeLabel = plainEncoder(Label.Label)
const encoder = new TextEncoder()

/** A label's JSON as the `Label` Schema encodes it (the same text: `answerEncoder.test.ts`), at a tenth of its time. */
export const labelJson = (label: Label.Label): string => JSON.stringify(encodeLabel(label))

/** A label's answer (200, `application/json`), as HttpApi would write it from the endpoint's `Label` Schema. */
export const labelResponse = (label: Label.Label): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(labelJson(label), { contentType: "application/json" })

const answer = (entry: Entry) =>
  HttpServerResponse.uint8Array(entry.body, { contentType: "application/json", headers: { etag: entry.etag } })

/** The cache of this process, listening while the caller's scope lives. */
export const makeLabelAnswers = Effect.gen(function* () {
  const labels = yield* Labels
  const access = yield* Access
  // A malformed size stops the start (the API layer has no typed configuration errors).
  const maxEntries = yield* Effect.orDie(labelCacheConfig)
  const meter = cacheMeter("label_answer")
  const entries = makeBoundedCache<string, Entry>({ maxEntries, ttlMillis: TTL_MILLIS, onEvict: meter.evicted })
  yield* cacheSizes("label_answer", { entries: entries.size })
  yield* labels.watchChanges({
    changed: () => Effect.void,
    labelChanged: (id) => Effect.sync(() => entries.delete(id)),
    lost: Effect.sync(entries.clear)
  })

  /** Reads through the domain, encodes, and keeps the answer unless a change was announced meanwhile. */
  const miss = (actor: UserId, id: LabelId, now: number) => {
    const started = entries.generation()
    return meter.missing(
      Effect.gen(function* () {
        const label = yield* labels.get(actor, id)
        const entry = {
          workspace: label.workspace_id,
          body: encoder.encode(labelJson(label)),
          etag: resourceTag(label)
        }
        entries.set(id, entry, now, started)
        return answer(entry)
      })
    )
  }

  /** The label as the caller may see it: `NotFound` for an unknown id and another workspace's label alike. */
  const get = (
    actor: UserId,
    id: LabelId
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, NotFound | PersistenceUnavailable> =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const hit = kept(id, now)
      if (hit === undefined) return miss(actor, id, now)
      return Effect.as(access.read(actor, hit.workspace, "label", id), answer(hit))
    })

  /** The kept answer of a label while it is current at `now`; the hot route reads it (`LabelHotRoute.ts`). */
  const kept = (id: string, now: number): Entry | undefined => {
    const hit = entries.get(id, now)
    if (hit !== undefined) meter.hit()
    return hit
  }

  return { get, kept } as const
})
