/**
 * The GS1 Web Vocabulary link types an e-label answers (GS1-Conformant
 * Resolver 1.2, §2.5.2 and §2.14: link types from the GS1 vocabulary,
 * written `gs1:` + term). Terms and their English definitions as the GS1
 * Web Vocabulary publishes them (`https://ref.gs1.org/voc/{term}`, read
 * through a vocabulary mirror, see docs/gs1-conformance.md); a recycling
 * link type `gs1:recyclingInfo` could not be verified there, so recycling
 * and packaging answer as `gs1:sustainabilityInfo`, whose definition
 * names recycling.
 */

/** The namespace of the `gs1:` prefix (Resolver §2.14). */
export const GS1_VOCABULARY = "https://ref.gs1.org/voc/"

/** The GS1 linkset JSON-LD context (Resolver §2.10, artefacts of release 1.2.0). */
export const GS1_LINKSET_CONTEXT = "https://ref.gs1.org/standards/resolver/1.2.0/linkset-context"

/** A link type this resolver serves. */
export type Gs1LinkType =
  | "gs1:defaultLink"
  | "gs1:pip"
  | "gs1:ingredientsInfo"
  | "gs1:allergenInfo"
  | "gs1:nutritionalInfo"
  | "gs1:sustainabilityInfo"

/** The `id`s of the e-label page's sections that links point into. */
export const PAGE_SECTIONS = {
  ingredients: "ingredients",
  allergens: "allergens",
  nutrition: "nutrition",
  packaging: "packaging"
} as const

/** What each served type points at: the e-label page, or a section of it (its `id`). */
export const SERVED_LINK_TYPES: ReadonlyArray<{ readonly type: Gs1LinkType; readonly section: string | null }> = [
  { type: "gs1:pip", section: null },
  { type: "gs1:ingredientsInfo", section: PAGE_SECTIONS.ingredients },
  { type: "gs1:allergenInfo", section: PAGE_SECTIONS.allergens },
  { type: "gs1:nutritionalInfo", section: PAGE_SECTIONS.nutrition },
  { type: "gs1:sustainabilityInfo", section: PAGE_SECTIONS.packaging }
]

/** The full URI of a `gs1:` link type, as linksets key it (RFC 9264 §4.2.2: relation types as URIs). */
export const linkTypeUri = (type: Gs1LinkType): string => `${GS1_VOCABULARY}${type.slice(4)}`

/** What a `linkType` query parameter asks for. */
export type LinkTypeRequest =
  | { readonly _tag: "Linkset" }
  | { readonly _tag: "Type"; readonly type: Gs1LinkType }
  | { readonly _tag: "Unknown"; readonly value: string }

const SERVED: ReadonlySet<string> = new Set(["gs1:defaultLink", ...SERVED_LINK_TYPES.map(({ type }) => type)])

// The vocabulary has been published under both hosts; both name the same terms (Resolver §2.14).
const NAMESPACES = [GS1_VOCABULARY, "https://gs1.org/voc/", "http://gs1.org/voc/"]

/**
 * Reads a `linkType` value: `linkset` (and the older `all`) ask for the
 * linkset (Resolver §2.9); a `gs1:` CURIE or the full vocabulary URI asks
 * for one type; anything else is a type this resolver does not serve.
 */
export const readLinkType = (value: string): LinkTypeRequest => {
  if (value === "linkset" || value === "all") return { _tag: "Linkset" }
  const namespace = NAMESPACES.find((ns) => value.startsWith(ns))
  const curie = namespace === undefined ? value : `gs1:${value.slice(namespace.length)}`
  return SERVED.has(curie) ? { _tag: "Type", type: curie as Gs1LinkType } : { _tag: "Unknown", value }
}
