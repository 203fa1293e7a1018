import { Context, Effect, Layer, Option, type Stream } from "effect"
import { changesNothing } from "../shared/changedFields.ts"
import {
  Conflict,
  InvalidInput,
  MediaTooLarge,
  NotFound,
  type NotWritable,
  type PersistenceUnavailable,
  PlanLimit,
  UnsupportedMedia
} from "../shared/errors.ts"
import { IdGenerator } from "../shared/IdGenerator.ts"
import type { MediaId, UserId, WorkspaceId } from "../shared/ids.ts"
import { type Paged, type PageRequest, toPage } from "../shared/Paging.ts"
import { Transactor } from "../shared/Transactor.ts"
import { currentTimestamp } from "../shared/timestamp.ts"
import { Access } from "../workspace/Access.ts"
import { makeAuditTrail } from "../workspace/auditTrail.ts"
import { guarded } from "../workspace/guarded.ts"
import { isMediaContentType, MEDIA_TYPES, type Media, type MediaKind, type MediaPatch, patchedAlt } from "./Media.ts"
import { MediaInspector } from "./MediaInspector.ts"
import { MediaLimits, maxBytesOf } from "./MediaLimits.ts"
import { MediaRepository } from "./MediaRepository.ts"
import { MediaStore, type StagedMedia } from "./MediaStore.ts"

/** An upload: the declared type, an optional file name and the body as it arrives. */
export interface MediaUpload<E> {
  readonly declared: string
  readonly filename?: string | undefined
  /** The body's length as declared (`Content-Length`): over the limit, refused before a byte is read. */
  readonly declaredBytes?: number | undefined
  readonly body: Stream.Stream<Uint8Array, E>
}

type Fx<A, E = never> = Effect.Effect<A, E | NotFound | PersistenceUnavailable>

/** Reason of the 409 of a delete while something names the media. */
export const MEDIA_IN_USE =
  "The media is used by a label, a format, a brand or a stored version of a label; remove those references first " +
  "(a file a version showed is kept for ever)."

/**
 * Media of a workspace: upload (the type decided from the bytes, the
 * limits of `MediaLimits`), read, list, patch (alt texts, file name) and
 * delete (refused while anything names the media). Writing roles upload and
 * change; any member reads; another workspace's media is `NotFound`.
 */
export class Medias extends Context.Service<
  Medias,
  {
    readonly upload: <E>(
      actor: UserId,
      workspace: WorkspaceId,
      upload: MediaUpload<E>
    ) => Fx<Media, E | NotWritable | InvalidInput | UnsupportedMedia | MediaTooLarge | PlanLimit>
    readonly get: (actor: UserId, id: MediaId) => Fx<Media>
    readonly list: (
      actor: UserId,
      workspace: WorkspaceId,
      kind: MediaKind | undefined,
      page: PageRequest
    ) => Fx<Paged<Media>>
    readonly patch: (actor: UserId, id: MediaId, patch: MediaPatch) => Fx<Media, NotWritable>
    readonly remove: (actor: UserId, id: MediaId) => Fx<void, NotWritable | Conflict>
    /** The type and kind of a file while a published page shows it (`MediaRepository.publishedFile`). */
    readonly publishedFile: MediaRepository["Service"]["publishedFile"]
    /** The bytes of a stored file, streamed (for the public route, once `publishedFile` allowed it). */
    readonly bytes: MediaStore["Service"]["read"]
  }
>()("@elabel/domain/services/Medias") {
  /** Needs `Access`, the media repository and store, the transactor and the id generator (`MediaInspector` per call). */
  static readonly layer = Layer.effect(
    Medias,
    Effect.gen(function* () {
      const access = yield* Access
      const media = yield* MediaRepository
      const store = yield* MediaStore
      const transactor = yield* Transactor
      const ids = yield* IdGenerator
      const { visible, writable } = guarded(access, "media", media.findById)
      const audit = yield* makeAuditTrail
      const recorded = (actor: UserId, action: string, row: Media, after?: Media) =>
        audit.record({
          actor,
          workspace: row.workspace_id,
          action,
          resource_type: "media",
          resource_id: row.id,
          ...(after === undefined ? {} : { before: row, after })
        })

      /** The row of staged bytes, once they proved to be what was declared and fit the workspace's plan. */
      const accept = Effect.fnUntraced(function* (
        actor: UserId,
        workspace: WorkspaceId,
        declared: keyof typeof MEDIA_TYPES,
        filename: string | undefined,
        staged: StagedMedia
      ) {
        const limits = yield* MediaLimits
        if (staged.bytes === 0) {
          return yield* new InvalidInput({ errors: [{ path: "", message: "The file is empty (0 bytes)." }] })
        }
        const inspector = yield* MediaInspector
        const found = yield* inspector.inspect(declared, staged, store.readStaged(staged), limits.pixels)
        const used = yield* media.workspaceBytes(workspace)
        if (used + staged.bytes > limits.workspaceBytes) {
          return yield* new PlanLimit({
            reason: `The workspace's media would take ${used + staged.bytes} bytes; its plan allows ${limits.workspaceBytes}.`
          })
        }
        const row: Media = {
          id: yield* ids.next("MediaId"),
          workspace_id: workspace,
          kind: MEDIA_TYPES[found.content_type],
          sha256: staged.sha256,
          content_type: found.content_type,
          bytes: staged.bytes,
          width: found.width,
          height: found.height,
          filename: filename ?? null,
          alt: {},
          created_at: yield* currentTimestamp,
          created_by: actor
        }
        yield* transactor.transaction(
          Effect.andThen(media.insert(row), Effect.andThen(store.commit(staged), recorded(actor, "media.create", row)))
        )
        return row
      })

      const upload = Effect.fn("Medias.upload")(function* <E>(
        actor: UserId,
        workspace: WorkspaceId,
        input: MediaUpload<E>
      ) {
        // Authorised before a byte of the body is read.
        yield* access.write(actor, workspace, "workspace", workspace)
        const declared = input.declared
        if (!isMediaContentType(declared)) return yield* new UnsupportedMedia({ declared, found: declared })
        const limits = yield* MediaLimits
        const maxBytes = maxBytesOf(limits, MEDIA_TYPES[declared])
        if (input.declaredBytes !== undefined && input.declaredBytes > maxBytes) {
          return yield* new MediaTooLarge({ reason: `The file is over ${maxBytes} bytes, the limit of its kind.` })
        }
        const staged = yield* store.stage(input.body, maxBytes)
        return yield* accept(actor, workspace, declared, input.filename, staged).pipe(
          Effect.onExit(() => store.discard(staged))
        )
      })

      const get = Effect.fn("Medias.get")(function* (actor: UserId, id: MediaId) {
        return yield* visible(actor, id)
      })

      const list = Effect.fn("Medias.list")(function* (
        actor: UserId,
        workspace: WorkspaceId,
        kind: MediaKind | undefined,
        page: PageRequest
      ) {
        yield* access.read(actor, workspace, "workspace", workspace)
        return toPage(yield* media.list(workspace, kind, page), page)
      })

      const patch = Effect.fn("Medias.patch")(function* (actor: UserId, id: MediaId, body: MediaPatch) {
        const found = yield* writable(actor, id)
        const changes = {
          alt: patchedAlt(found.alt, body.alt),
          filename: body.filename === undefined ? found.filename : body.filename
        }
        // Nothing to change: the media as it is, no write, no audit event.
        if (changesNothing(found, changes)) return found
        const updated = yield* media.update(id, changes)
        if (Option.isNone(updated)) return yield* new NotFound({ resource: "media", id })
        yield* recorded(actor, "media.update", found, updated.value)
        return updated.value
      }, transactor.transaction)

      const remove = Effect.fn("Medias.delete")(function* (actor: UserId, id: MediaId) {
        const found = yield* writable(actor, id)
        if (yield* media.isReferred(found)) return yield* new Conflict({ reason: MEDIA_IN_USE })
        const { bytesStillNamed } = yield* media.remove(found)
        if (!bytesStillNamed) yield* transactor.afterCommit(Effect.ignore(store.remove(found.sha256)))
        yield* recorded(actor, "media.delete", found)
      }, transactor.transaction)

      return Medias.of({ upload, get, list, patch, remove, publishedFile: media.publishedFile, bytes: store.read })
    })
  )
}
