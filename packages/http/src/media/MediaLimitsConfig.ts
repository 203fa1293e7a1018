/** The media limits from `ELABEL_MEDIA_*` (ADR 0048), the domain's defaults when unset. */
import { MediaLimits, type MediaLimitValues } from "@elabel/domain"
import { Config, Effect } from "effect"
import { integerVariable } from "../protocol/ConfigVariables.ts"

const defaults = MediaLimits.defaultValue()
const GB = 1024 * 1024 * 1024

/** `ELABEL_MEDIA_IMAGE_BYTES`, `…_DOCUMENT_BYTES`, `…_PIXELS`, `…_WORKSPACE_BYTES`. */
export const MediaLimitsConfig: Config.Config<MediaLimitValues> = Config.all({
  imageBytes: integerVariable("ELABEL_MEDIA_IMAGE_BYTES", {
    min: 1024,
    max: GB,
    fallback: defaults.imageBytes,
    what: "bytes"
  }),
  documentBytes: integerVariable("ELABEL_MEDIA_DOCUMENT_BYTES", {
    min: 1024,
    max: GB,
    fallback: defaults.documentBytes,
    what: "bytes"
  }),
  pixels: integerVariable("ELABEL_MEDIA_PIXELS", {
    min: 1,
    max: 1_000_000_000,
    fallback: defaults.pixels,
    what: "pixels"
  }),
  workspaceBytes: integerVariable("ELABEL_MEDIA_WORKSPACE_BYTES", {
    min: 0,
    max: 1024 * GB,
    fallback: defaults.workspaceBytes,
    what: "bytes"
  })
})

/**
 * The limits in force, read where they are used: uploads, the variants of `/m/…` and the exit bundle's
 * (checked at start with the rest of the configuration, `StartConfig.ts`, so a bad value never gets here).
 */
export const configuredMediaLimits: Effect.Effect<MediaLimitValues> = Effect.orDie(
  Effect.gen(function* () {
    return yield* MediaLimitsConfig
  })
)
