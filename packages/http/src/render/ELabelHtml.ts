/**
 * The consumer e-label page as HTML: a pure function of the page model.
 * Every text from the label goes through `escapeHtml`; the markup around it
 * is fixed. No script, no form, no link but the language switcher's
 * same-page `?lang=` links (a static copy's own paths in the exit bundle),
 * nothing loaded from anywhere.
 *
 * Of the translation's texts the page shows only the regulatory ones
 * (designation, quality, region, the messages on production, geography,
 * certification, organic farming, recycling and responsible consumption):
 * descriptions, tasting notes and food pairing are sales material, which an
 * e-label for ingredients and nutrition must not carry.
 *
 * The document's `lang` is the page language; the label's free texts carry
 * their own `lang` when they are in another one (a Polish visitor of a label
 * translated only into German reads the legal terms in Polish, the producer's
 * texts in German).
 */
import {
  type ELabelPage,
  ELabelStrings,
  Gs1Resolver,
  type OperatorDetails,
  type PublicELabelPage,
  type PublishedELabel,
  snapshotPage,
  type Translation
} from "@elabel/domain"
import { pageStyles } from "./ELabelStyles.ts"
import { escapeHtml } from "./HtmlEscape.ts"
import { languageName } from "./LanguageNames.ts"
import { bottleHtml, dataSheetHtml, logoHtml, pictureStyles } from "./PagePictures.ts"

export { escapeHtml } from "./HtmlEscape.ts"

const esc = escapeHtml
type TextKey = (typeof Translation.translationKeys)[number]

/** The `lang` attribute of the label's free texts, when they are not in the page language. */
const textLang = (page: PublicELabelPage): string =>
  page.text_locale.toLowerCase() === page.locale.toLowerCase() ? "" : ` lang="${esc(page.text_locale)}"`

/** A translation text of the page, escaped, or null. */
const text = (page: PublicELabelPage, key: TextKey): string | null => {
  const found = page.texts.find((entry) => entry.key === key)
  return found === undefined ? null : esc(found.text)
}

/** A free text of the label as a paragraph in its own language. */
const freeText = (page: PublicELabelPage, body: string | null, css = ""): string =>
  body === null ? "" : `<p${css === "" ? "" : ` class="${css}"`}${textLang(page)}>${body}</p>`

const paragraphs = (page: PublicELabelPage, keys: ReadonlyArray<TextKey>, css = ""): string =>
  keys.map((key) => freeText(page, text(page, key), css)).join("")

const section = (title: string, body: string, id?: string): string =>
  body === "" ? "" : `<section${id === undefined ? "" : ` id="${id}"`}><h2>${esc(title)}</h2>${body}</section>`

/** How the page links to itself in another language. */
export interface PageLinks {
  readonly language: (locale: string) => string
  /**
   * The page without a chosen language, which negotiates it from the
   * browser's `Accept-Language`: the way back to the visitor's own language
   * after choosing another. None where nothing negotiates (a static copy).
   */
  readonly negotiated?: string
}

/** The same page with `?lang=`, and no way back (a version's preview). */
const sameUrlLinks: PageLinks = { language: (locale) => `?lang=${encodeURIComponent(locale)}` }

/** The server's links of the page of `ref` (`/l/{ref}`): `?lang=`, and `/l/{ref}` itself to negotiate again. */
export const serverLinks = (ref: string): PageLinks => ({ ...sameUrlLinks, negotiated: encodeURIComponent(ref) })

/**
 * The language switcher: the label's languages, the page's own when the
 * label has no texts in it (a Bulgarian visitor of a German label), and the
 * link back to the browser's language. Shown when there is another
 * language to go to.
 */
const switcher = (page: PublicELabelPage, links: PageLinks): string => {
  const isPage = (locale: string) => locale.toLowerCase() === page.locale.toLowerCase()
  const locales = page.available_locales.some(isPage)
    ? page.available_locales
    : [page.locale, ...page.available_locales]
  if (locales.every(isPage)) return ""
  const items = locales.map((locale) => {
    const current = isPage(locale) ? ' aria-current="true"' : ""
    const href = esc(links.language(locale))
    return `<li><a href="${href}" hreflang="${esc(locale)}" lang="${esc(locale)}"${current}>${esc(languageName(locale))}</a></li>`
  })
  const back =
    links.negotiated === undefined
      ? ""
      : `<li><a href="${esc(links.negotiated)}" class="auto">${esc(ELabelStrings.serviceWordsFor(page.locale).browserLanguage)}</a></li>`
  return `<nav aria-label="${esc(page.strings.language)}"><ul>${items.join("")}${back}</ul></nav>`
}

const heading = (page: PublicELabelPage): string => {
  const lines = page.name_lines.map((line) => `<span${line.small ? ' class="small"' : ""}>${esc(line.text)}</span>`)
  const own = (body: string | null) =>
    body === null || textLang(page) === "" ? body : `<span${textLang(page)}>${body}</span>`
  const sub = [text(page, "designation_of_origin"), text(page, "quality"), text(page, "region")]
    .map(own)
    .concat(
      [page.product_type, page.color, page.sweetness, page.dealcoholisation].map((value) =>
        value === null ? null : esc(value)
      )
    )
    .filter((part) => part !== null && part !== "")
  return `<h1>${lines.join(" ")}</h1>${sub.length === 0 ? "" : `<p class="designation">${sub.join(" · ")}</p>`}`
}

const grapes = (page: PublicELabelPage): string | null =>
  page.grape_varieties.length === 0
    ? null
    : page.grape_varieties
        .map((line) => (line.percentage === null ? line.name : `${line.name} ${line.percentage}`))
        .join(", ")

const facts = (page: PublicELabelPage): string => {
  const s = page.strings
  const rows: ReadonlyArray<readonly [string, string | null]> = [
    [s.vintage, page.vintage],
    [s.nominalVolume, page.fill_volume],
    [s.alcoholicStrength, page.alcohol],
    [s.countryOfOrigin, page.country_of_origin],
    [s.productionMethod, page.production_method],
    [s.grapeVarieties, grapes(page)],
    [s.lot, page.lot],
    [s.inspectionNumber, page.inspection_number]
  ]
  const shown = rows.filter(([, value]) => value !== null && value !== "")
  if (shown.length === 0) return ""
  return `<dl>${shown.map(([term, value]) => `<dt>${esc(term)}</dt><dd>${esc(value ?? "")}</dd>`).join("")}</dl>`
}

const ingredients = (page: PublicELabelPage): string => {
  const s = page.strings
  const groups = page.ingredients.map((group) => {
    const items = group.items.map((item) => {
      const name = item.allergen ? `<strong>${esc(item.name)}</strong>` : esc(item.name)
      return item.organic ? `${name}*` : name
    })
    return group.category === null ? items.join(", ") : `${esc(group.category)}${esc(s.colon)}${items.join(", ")}`
  })
  const organic = page.ingredients.some((group) => group.items.some((item) => item.organic))
  return [
    groups.length === 0 ? "" : `<p>${groups.join(", ")}</p>`,
    // The statement of the wine rules, alone: no "packaging gases" category before it.
    page.packaging_gas === null ? "" : `<p>${esc(page.packaging_gas)}</p>`,
    freeText(page, page.custom_ingredients === null ? null : esc(page.custom_ingredients)),
    organic ? `<p class="note">* ${esc(s.organic)}</p>` : ""
  ].join("")
}

const nutrition = (page: PublicELabelPage): string => {
  const declaration = page.nutrition
  if (declaration === null) return ""
  const rows = declaration.rows.map(
    (row) => `<tr${row.sub ? ' class="sub"' : ""}><th scope="row">${esc(row.label)}</th><td>${esc(row.value)}</td></tr>`
  )
  const negligible = declaration.negligible === null ? "" : `<p>${esc(declaration.negligible)}</p>`
  return `<table><caption class="vh">${esc(declaration.title)}, ${esc(declaration.per)}</caption><thead><tr><td></td><th scope="col">${esc(declaration.per)}</th></tr></thead><tbody>${rows.join("")}</tbody></table>${negligible}`
}

/** An operator's name, address and number, a line each. */
const detailsHtml = (details: OperatorDetails): string =>
  [details.name, details.address, details.number]
    .filter((part) => part !== null)
    .map(esc)
    .join("<br>")

/** The producer (with the brand's logo), then the bottler, distributor, importer and manufacturer the page names. */
const operators = (page: PublicELabelPage): string => {
  const producer = page.producer
  const line = page.operators.find((operator) => operator.role === "producer")
  const first =
    producer === null || line === undefined
      ? ""
      : `<dt>${esc(line.title)}</dt><dd>${logoHtml(page.media)}${detailsHtml(producer)}</dd>`
  const rest = (page.others ?? []).map((other) => `<dt>${esc(other.title)}</dt><dd>${detailsHtml(other)}</dd>`)
  return first === "" && rest.length === 0 ? "" : `<dl>${first}${rest.join("")}</dl>`
}

const allergens = (page: PublicELabelPage): string =>
  (page.allergen_statement === null ? "" : `<p>${esc(page.allergen_statement)}</p>`) +
  freeText(page, page.allergen_text === null ? null : esc(page.allergen_text))

/** A packaging component: what it is, its material and code, where it goes, the producer's own note. */
const packagings = (page: PublicELabelPage): string => {
  const s = page.strings
  const items = page.packagings.map((line) => {
    const material = [line.material, line.code === null ? null : `(${line.code})`].filter((part) => part !== null)
    const what = [line.packaging_type, material.join(" ")].filter((part) => part !== null && part !== "")
    const parts = [
      esc(what.join(s.colon)),
      line.disposal === null ? "" : esc(`${s.recycling}${s.colon}${line.disposal}`),
      line.collection === null ? "" : esc(`${s.collection}${s.colon}${line.collection}`)
    ].filter((part) => part !== "")
    return `<li>${parts.join(" – ")}</li>`
  })
  const note = page.disposal_note === null ? "" : `<p class="note">${esc(page.disposal_note)}</p>`
  return (items.length === 0 ? "" : `<ul>${items.join("")}</ul>${note}`) + paragraphs(page, ["message_recycling"])
}

const certifications = (page: PublicELabelPage): string =>
  (page.certifications.length === 0
    ? ""
    : `<ul>${page.certifications.map((c) => `<li>${esc(c)}</li>`).join("")}</ul>`) +
  paragraphs(page, ["message_certifications", "message_organic"])

/**
 * What a search result shows under the title: the wine, then what the page
 * declares, in the page's language and with its typography (French puts a
 * no-break space before the colon, as the page body does).
 */
const description = (title: string, s: PublicELabelPage["strings"]): string => {
  const declared = `${s.ingredients}, ${s.allergens}, ${s.nutritionDeclaration}`
  return title === "" ? declared : ELabelStrings.termLine(s, title, declared)
}

/** The whole page of a label in the negotiated language; `links` say where its language links go. */
export const renderELabelPage = (page: PublicELabelPage, links: PageLinks = sameUrlLinks): string => {
  const s = page.strings
  const title = [page.name_lines[0]?.text ?? "", page.vintage ?? ""].filter((part) => part !== "").join(" ")
  const main = [
    heading(page),
    bottleHtml(page.media),
    facts(page),
    paragraphs(page, ["message_production_method", "message_geographical"]),
    section(s.ingredients, ingredients(page), Gs1Resolver.PAGE_SECTIONS.ingredients),
    section(s.allergens, allergens(page), Gs1Resolver.PAGE_SECTIONS.allergens),
    section(s.nutritionDeclaration, nutrition(page), Gs1Resolver.PAGE_SECTIONS.nutrition),
    section(s.packaging, packagings(page), Gs1Resolver.PAGE_SECTIONS.packaging),
    section(s.certifications, certifications(page)),
    operators(page),
    dataSheetHtml(page.media, ELabelStrings.serviceWordsFor(page.locale).dataSheet),
    paragraphs(page, ["message_responsible_consumption"], "note")
  ]
    .filter((part) => part !== "")
    .join("\n")
  return `<!doctype html>
<html lang="${esc(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(description(title, s))}">
<style>${page.media === undefined ? pageStyles : pageStyles + pictureStyles}</style>
</head>
<body>
${switcher(page, links)}
<main>
${main}
</main>
</body>
</html>
`
}

const encoder = new TextEncoder()

/**
 * The HTML of `ref`'s page in `languages`, byte for byte what `/l/{ref}`
 * sends uncompressed (the exit bundle writes these bytes, its own paths in
 * the language links: `links`).
 */
export const renderPageHtml = (
  published: PublishedELabel,
  ref: string,
  languages: ELabelPage.PageLanguages,
  links: PageLinks = serverLinks(ref)
): { readonly page: PublicELabelPage; readonly html: Uint8Array } | undefined => {
  const page = snapshotPage(published.snapshot, ref, { languages })
  return page === undefined ? undefined : { page, html: encoder.encode(renderELabelPage(page, links)) }
}
