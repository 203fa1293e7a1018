import { Effect, Layer } from "effect"
import { Gs1Index } from "../gs1/Gs1Index.ts"
import { FormatRepository } from "./FormatRepository.ts"
import { LabelRepository } from "./LabelRepository.ts"

/** The resolver's GTIN index over the label and format repositories (on replicas too, when they are provided). */
export const labelGs1Index: Layer.Layer<Gs1Index, never, LabelRepository | FormatRepository> = Layer.effect(
  Gs1Index,
  Effect.gen(function* () {
    const labels = yield* LabelRepository
    const formats = yield* FormatRepository
    return Gs1Index.of({
      formatsWithGtin: (gtin14) =>
        Effect.map(formats.findByGtin(gtin14), (found) => found.map((stored) => stored.format)),
      label: labels.findById,
      labelsWithGtin: labels.findByGtin
    })
  })
)
