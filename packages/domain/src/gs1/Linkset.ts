/**
 * The linkset of a resolution as `application/linkset+json` (RFC 9264 §4.2:
 * an object `linkset` holding one link context object per anchor, its
 * relation types as keys, each with an array of target objects), in the
 * shape the GS1-Conformant Resolver linkset schema (release 1.2.0) checks:
 * every target with `href`, `title`, `type` and, where it has one,
 * `hreflang` as an array. One context per level, most specific first, so the
 * links of every level up to the GTIN are included (Resolver §2.5.9 rule 4).
 */
import type { Gs1Link, Gs1Resolution } from "./Gs1Links.ts"
import { GS1_LINKSET_CONTEXT, linkTypeUri } from "./Gs1LinkTypes.ts"

/** A target object of RFC 9264 §4.2.4. */
export interface LinkTarget {
  readonly href: string
  readonly title: string
  readonly type: string
  readonly hreflang?: ReadonlyArray<string>
}

/** An RFC 9264 linkset document. */
export interface Linkset {
  readonly linkset: ReadonlyArray<Readonly<Record<string, string | ReadonlyArray<LinkTarget>>>>
}

const target = (link: Gs1Link): LinkTarget =>
  link.hreflang.length === 0
    ? { href: link.href, title: link.title, type: link.mediaType }
    : { href: link.href, title: link.title, type: link.mediaType, hreflang: link.hreflang }

/** The targets of `links` grouped under their relation type URIs, in first-seen order. */
const grouped = (links: ReadonlyArray<Gs1Link>): Record<string, Array<LinkTarget>> => {
  const groups: Record<string, Array<LinkTarget>> = {}
  for (const link of links) {
    const key = linkTypeUri(link.type)
    const group = groups[key] ?? []
    group.push(target(link))
    groups[key] = group
  }
  return groups
}

/** The linkset of every level of a resolution. */
export const linksetOf = (resolution: Gs1Resolution): Linkset => ({
  linkset: resolution.levels.map((level) => ({
    anchor: level.anchor,
    ...grouped([level.defaultLink, ...level.links])
  }))
})

/** A linkset of some links only (the candidates of a 300), under one anchor. */
export const linksetOfChoices = (anchor: string, links: ReadonlyArray<Gs1Link>): Linkset => ({
  linkset: [{ anchor, ...grouped(links) }]
})

/**
 * The linkset as JSON-LD (`application/ld+json`, Resolver §2.10): the same
 * document with the GS1 linkset context embedded as `@context`.
 */
export const jsonLdOf = (linkset: Linkset): { readonly "@context": string } & Linkset => ({
  "@context": GS1_LINKSET_CONTEXT,
  ...linkset
})
