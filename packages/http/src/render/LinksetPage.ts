/**
 * The linkset as a page for people (GS1-Conformant Resolver 1.2, §2.10: a
 * request for the linkset, or a 300, that accepts `text/html` SHOULD get
 * HTML with the linkset embedded as JSON-LD): each link by its title and
 * language, in the shell of the other public pages; the JSON-LD in a
 * non-executable `<script type="application/ld+json">`, which the page's
 * CSP allows because nothing runs.
 */
import { Gs1Resolver } from "@elabel/domain"
import { escapeHtml as esc } from "./ELabelHtml.ts"
import { shell } from "./HtmlShell.ts"
import { languageName } from "./LanguageNames.ts"

/** Whether a request prefers a page: it accepts `text/html` (with q > 0). */
export const acceptsHtml = (accept: string | undefined): boolean =>
  accept !== undefined && /text\/html(?!\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$))/i.test(accept)

const item = (target: Gs1Resolver.LinkTarget): string => {
  const language = target.hreflang?.[0]
  const lang = language === undefined ? "" : ` hreflang="${esc(language)}" lang="${esc(language)}"`
  const suffix = language === undefined ? "" : ` (${esc(languageName(language))})`
  return `<li><a href="${esc(target.href)}"${lang}>${esc(target.title)}</a>${suffix}</li>`
}

/** The page of a linkset: its links, and the linkset itself as JSON-LD with the GS1 context. */
export const linksetPage = (linkset: Gs1Resolver.Linkset): string => {
  const items = linkset.linkset.flatMap((context) =>
    Object.entries(context)
      .filter(([key]) => key !== "anchor")
      .flatMap(([, targets]) => (targets as ReadonlyArray<Gs1Resolver.LinkTarget>).map(item))
  )
  const jsonLd = JSON.stringify(Gs1Resolver.jsonLdOf(linkset)).replaceAll("<", "\\u003c")
  return shell(
    "Product information",
    `<ul>${[...new Set(items)].join("")}</ul>\n<script type="application/ld+json">${jsonLd}</script>`
  )
}
