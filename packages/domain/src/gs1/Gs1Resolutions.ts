import { Context, Effect, Layer, Option, Result, Schema } from "effect"
import { LabelVersionRepository } from "../published/LabelVersionRepository.ts"
import { PublicPages, pagePath } from "../published/PublicPages.ts"
import { Gone, InvalidGtin, NotFound, type PersistenceUnavailable } from "../shared/errors.ts"
import { type DigitalLinkQualifiers, digitalLinkUri, parseGtin } from "../shared/Gs1.ts"
import type { LabelId } from "../shared/ids.ts"
import { PublicBaseUrl } from "../shared/PublicBaseUrl.ts"
import { Text } from "../shared/primitives.ts"
import { Gs1Index, type IndexedLabel } from "./Gs1Index.ts"
import { gtinFormat, qualifierLevels } from "./Gs1Levels.ts"
import { type Gs1Level, type Gs1Resolution, levelLinks } from "./Gs1Links.ts"
import { type Gs1ResolverDescription, resolverDescription } from "./Gs1ResolverDescription.ts"

const isStorableText = Schema.is(Text)

/**
 * The GS1 Digital Link resolution of `/01/{gtin}[/22/{cpv}][/10/{lot}]`:
 * which e-labels a GTIN names (the live tables' GTIN index, `Gs1Index`) and
 * their links, built from their latest versions (`PublicPages.published`).
 * No caller: these answers are public, so every rule here is about
 * publication, not access.
 */
export class Gs1Resolutions extends Context.Service<
  Gs1Resolutions,
  {
    /**
     * Where `/01/{gtin}[/22/{cpv}][/10/{lot}]` goes: the levels of the
     * formats with that GTIN (`Gs1Levels.ts`: the variant's and lot's, then
     * the GTIN's format), else the label whose own GTIN it is, with the
     * links of each level built from their latest versions. Only published labels with
     * `use_gs1_digital_link` take part. `InvalidGtin` when the GTIN is
     * malformed, `Gone` when nothing takes part but a Digital Link label
     * with that GTIN was withdrawn (as its page answers), `NotFound` when
     * nothing takes part otherwise or the lot is text no field could hold
     * (neither reaches storage).
     */
    readonly resolveGs1: (
      gtin: string,
      qualifiers?: DigitalLinkQualifiers
    ) => Effect.Effect<Gs1Resolution, InvalidGtin | NotFound | Gone | PersistenceUnavailable>
    /** The GS1 resolver description file of this service (`/.well-known/gs1resolver`). */
    readonly gs1Description: Gs1ResolverDescription
  }
>()("@elabel/domain/gs1/Gs1Resolutions") {
  /** Needs the GTIN index, the public pages and the label version repository. */
  static readonly layer = Layer.effect(
    Gs1Resolutions,
    Effect.gen(function* () {
      const index = yield* Gs1Index
      const pages = yield* PublicPages
      const versions = yield* LabelVersionRepository
      const baseUrl = (yield* PublicBaseUrl).replace(/\/+$/, "")

      /** Whether a label takes part in Digital Link resolution. */
      const resolvable = (label: IndexedLabel) => label.is_published && label.use_gs1_digital_link === true

      /** Whether a Digital Link label is withdrawn: not published now, its latest version a withdrawal. */
      const withdrawn = (label: IndexedLabel) =>
        label.is_published || label.use_gs1_digital_link !== true || label.ref === null
          ? Effect.succeed(false)
          : Effect.map(versions.latestByRef(label.ref), (latest) =>
              Option.match(latest, { onNone: () => false, onSome: (version) => !version.is_published })
            )

      // Every write to a published label records its version in the same transaction, so the live
      // rows of a published label are its latest version: the GTIN index of the live tables serves.
      const resolveGs1 = Effect.fn("Gs1Resolutions.resolveGs1")(function* (
        raw: string,
        qualifiers: DigitalLinkQualifiers = {}
      ) {
        const parsed = parseGtin(raw)
        if (Result.isFailure(parsed)) return yield* new InvalidGtin({ gtin: raw, reason: parsed.failure })
        const lot = qualifiers.lot ?? null
        const cpv = qualifiers.cpv ?? null
        // A value no field could hold (a NUL, an unpaired surrogate) names nothing, and never reaches storage.
        if ([lot, cpv].some((value) => value !== null && !isStorableText(value))) {
          return yield* new NotFound({ resource: "label", id: parsed.success })
        }
        const gtin = parsed.success
        const candidates = yield* index.formatsWithGtin(gtin)
        const owners = new Map<LabelId, IndexedLabel | undefined>()
        for (const format of candidates) {
          if (owners.has(format.label_id)) continue
          owners.set(format.label_id, Option.getOrUndefined(yield* index.label(format.label_id)))
        }
        const takesPart = (id: LabelId) => {
          const owner = owners.get(id)
          return owner !== undefined && resolvable(owner)
        }
        const eligible = candidates.filter((format) => format.ref !== null && takesPart(format.label_id))
        const ownGtin = yield* index.labelsWithGtin(gtin)
        const gtinRef = gtinFormat(eligible)?.ref ?? ownGtin.find((own) => own.ref !== null && resolvable(own))?.ref
        if (gtinRef == null) {
          const named = [...owners.values(), ...ownGtin].filter((label) => label !== undefined)
          const gone = yield* Effect.findFirst(named, withdrawn)
          return yield* Option.isSome(gone)
            ? new Gone({ resource: "label", id: gtin })
            : new NotFound({ resource: "label", id: gtin })
        }
        const wanted: ReadonlyArray<readonly [string, string]> = [
          ...qualifierLevels(eligible, { cpv, lot }).map(
            ({ format, qualifiers }) => [format.ref ?? "", digitalLinkUri(baseUrl, gtin, qualifiers)] as const
          ),
          [gtinRef, digitalLinkUri(baseUrl, gtin)]
        ]
        const levels: Array<Gs1Level> = []
        for (const [ref, anchor] of wanted) {
          const found = yield* pages
            .published(ref)
            .pipe(Effect.catchTag("Gone", () => Effect.fail(new NotFound({ resource: "label", id: gtin }))))
          levels.push(levelLinks(found.snapshot, ref, `${baseUrl}${pagePath(ref)}`, anchor))
        }
        return { location: levels[0]?.defaultLink.href ?? "", levels } satisfies Gs1Resolution
      })

      return Gs1Resolutions.of({ resolveGs1, gs1Description: resolverDescription(baseUrl) })
    })
  )
}
