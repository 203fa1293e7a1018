import { Context } from "effect"
import type { MediaKind } from "./Media.ts"

/** The limits of uploads: bytes per file by kind, pixels per picture, bytes per workspace (its plan). */
export interface MediaLimitValues {
  readonly imageBytes: number
  readonly documentBytes: number
  readonly pixels: number
  readonly workspaceBytes: number
}

const MB = 1024 * 1024

/** The limits in force; the server sets them from `ELABEL_MEDIA_*` settings. */
export const MediaLimits = Context.Reference<MediaLimitValues>("@elabel/domain/MediaLimits", {
  defaultValue: () => ({ imageBytes: 10 * MB, documentBytes: 20 * MB, pixels: 40_000_000, workspaceBytes: 1024 * MB })
})

/** The largest file of a kind. */
export const maxBytesOf = (limits: MediaLimitValues, kind: MediaKind): number =>
  kind === "image" ? limits.imageBytes : limits.documentBytes
