/**
 * The links a published e-label offers a GS1 resolver, level by level of
 * the Digital Link (GS1-Conformant Resolver 1.2, §2.5): at each level the
 * default link (the e-label page, with no language so the page negotiates
 * it: §2.5.8 "no optional attributes"), and per language of the label the
 * page (`gs1:pip`) and its sections (ingredients, allergens, nutrition,
 * packaging) as anchors into it. Every link has its target, its type and a
 * title in its own language (§2.5.3), `hreflang` (§2.5.4) and an IANA media
 * type (§2.5.5).
 */
import type { ELabelPage } from "../published/ELabelPage.ts"
import { type ELabelSnapshot, snapshotLocales, snapshotPage } from "../published/ELabelSnapshot.ts"
import { type Gs1LinkType, SERVED_LINK_TYPES } from "./Gs1LinkTypes.ts"

/** One link of a linkset. */
export interface Gs1Link {
  readonly type: Gs1LinkType
  /** Absolute URL, without the request's query string (added when redirecting). */
  readonly href: string
  readonly title: string
  readonly hreflang: ReadonlyArray<string>
  readonly mediaType: "text/html"
}

/** The links of one level of a Digital Link (`/01/{gtin}`, `/01/{gtin}/10/{lot}`). */
export interface Gs1Level {
  /** The canonical URI of the level: the linkset's `anchor` (uncompressed, Resolver §2.3). */
  readonly anchor: string
  readonly defaultLink: Gs1Link
  readonly links: ReadonlyArray<Gs1Link>
}

/**
 * Where a Digital Link goes: its levels, most specific first, each with the
 * links of the e-label found there. `location` is the default link of the
 * most specific level.
 */
export interface Gs1Resolution {
  readonly location: string
  readonly levels: ReadonlyArray<Gs1Level>
}

/** Which sections a page in one language has, by link type. */
const hasSection = (page: ELabelPage, type: Gs1LinkType): boolean => {
  switch (type) {
    case "gs1:ingredientsInfo":
      return page.ingredients.length > 0 || page.custom_ingredients !== null
    case "gs1:allergenInfo":
      return page.allergen_statement !== null || page.allergen_text !== null
    case "gs1:nutritionalInfo":
      return page.nutrition !== null
    case "gs1:sustainabilityInfo":
      return page.packagings.length > 0
    default:
      return true
  }
}

const sectionTitle = (page: ELabelPage, name: string, type: Gs1LinkType): string => {
  const s = page.strings
  switch (type) {
    case "gs1:ingredientsInfo":
      return `${name}: ${s.ingredients}`
    case "gs1:allergenInfo":
      return `${name}: ${s.allergens}`
    case "gs1:nutritionalInfo":
      return `${name}: ${s.nutritionDeclaration}`
    case "gs1:sustainabilityInfo":
      return `${name}: ${s.packaging}`
    default:
      return name
  }
}

const nameOf = (page: ELabelPage): string => {
  const name = page.name_lines.map((line) => line.text).join(" ")
  return name === "" ? "E-label" : name
}

/**
 * The links of the e-label `ref` (a label or format ref of `snapshot`),
 * under `pagePath`'s absolute form `pageUrl` and the level's `anchor`.
 */
export const levelLinks = (snapshot: ELabelSnapshot, ref: string, pageUrl: string, anchor: string): Gs1Level => {
  const links: Array<Gs1Link> = []
  let defaultTitle: string | undefined
  for (const locale of snapshotLocales(snapshot)) {
    const page = snapshotPage(snapshot, ref, { languages: { page: locale, text: locale } })
    if (page === undefined) continue
    const name = nameOf(page)
    defaultTitle ??= name
    const href = `${pageUrl}?lang=${encodeURIComponent(locale)}`
    for (const { type, section } of SERVED_LINK_TYPES) {
      if (!hasSection(page, type)) continue
      links.push({
        type,
        href: section === null ? href : `${href}#${section}`,
        title: sectionTitle(page, name, type),
        hreflang: [locale],
        mediaType: "text/html"
      })
    }
  }
  const title = defaultTitle ?? "E-label"
  const defaultLink: Gs1Link = { type: "gs1:defaultLink", href: pageUrl, title, hreflang: [], mediaType: "text/html" }
  // §2.5.8: the default link is also listed under a descriptive type, the page's own.
  return { anchor, defaultLink, links: [{ ...defaultLink, type: "gs1:pip" }, ...links] }
}
