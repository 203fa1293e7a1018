import { Context, type Effect, type Option } from "effect"
import type { PersistenceUnavailable } from "../shared/errors.ts"
import type { MediaId, WorkspaceId } from "../shared/ids.ts"
import type { PageRequest } from "../shared/Paging.ts"
import type { Media, MediaKind } from "./Media.ts"

type Fx<A> = Effect.Effect<A, PersistenceUnavailable>

/** Storage of media rows (the bytes are `MediaStore`'s). Lists return up to `limit + 1` rows, oldest first. */
export class MediaRepository extends Context.Service<
  MediaRepository,
  {
    readonly findById: (id: MediaId) => Fx<Option.Option<Media>>
    /** The media of `workspace` among `ids` (unknown ids and other workspaces' are left out). */
    readonly findMany: (workspace: WorkspaceId, ids: ReadonlyArray<string>) => Fx<ReadonlyArray<Media>>
    readonly list: (workspace: WorkspaceId, kind: MediaKind | undefined, page: PageRequest) => Fx<ReadonlyArray<Media>>
    readonly insert: (media: Media) => Fx<void>
    readonly update: (id: MediaId, changes: Pick<Media, "alt" | "filename">) => Fx<Option.Option<Media>>
    /** Deletes the row; whether another row (of any workspace) still names the same bytes. */
    readonly remove: (media: Media) => Fx<{ readonly bytesStillNamed: boolean }>
    /** The bytes the workspace's media take together. */
    readonly workspaceBytes: (workspace: WorkspaceId) => Fx<number>
    /** Whether a label, format, brand or stored version of its workspace names the media. */
    readonly isReferred: (media: Media) => Fx<boolean>
    /**
     * The type and kind of the file with this digest while the latest version of some label is published and
     * shows it (its document names the digest); none otherwise (drafts, withdrawn labels, unknown files).
     */
    readonly publishedFile: (
      sha256: string
    ) => Fx<Option.Option<{ readonly content_type: string; readonly kind: MediaKind }>>
    /** Whether any row names these bytes. */
    readonly isStored: (sha256: string) => Fx<boolean>
  }
>()("@elabel/domain/ports/MediaRepository") {}
