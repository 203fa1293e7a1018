/**
 * The short links of an exit bundle in the files static hosts read:
 * `_redirects` (Netlify and Cloudflare Pages; a `from` ending in `*` is a
 * splat; its query rules, which send `?lang=` to the language's page, only
 * Netlify reads), `serve.json` (serve-handler, `npx serve`: `*` matches the
 * rest of the path too), and a page that sends the visitor on, for hosts
 * that read neither. Both files take the first rule that matches.
 */
import { escapeHtml } from "../render/ELabelHtml.ts"

/** One redirect of the bundle: a path of the short-link host to a path there or an absolute URL. */
export interface Link {
  readonly from: string
  readonly to: string
  readonly status: 302 | 307
}

/** The languages a page ref offers, each a `l/<ref>/<lang>/` directory. */
export interface PageLanguages {
  readonly ref: string
  readonly languages: ReadonlyArray<string>
}

/** `_redirects`: the language rules first, then every link. */
export const redirectsFile = (pages: ReadonlyArray<PageLanguages>, links: ReadonlyArray<Link>): string => {
  const languageRules = pages.flatMap(({ ref, languages }) =>
    languages.map((lang) => `/l/${ref} lang=${lang} /l/${ref}/${lang}/ 200`)
  )
  const linkRules = links.map((link) => `${link.from} ${link.to} ${link.status}`)
  return `${[...languageRules, ...linkRules].join("\n")}\n`
}

/** `serve.json`: the links as serve-handler's redirects. */
export const serveJson = (links: ReadonlyArray<Link>): string =>
  `${JSON.stringify({ redirects: links.map(({ from, to, status }) => ({ source: from, destination: to, type: status })) }, null, 2)}\n`

/** A page that sends its visitor on at once. */
export const fallbackPage = (to: string): string =>
  `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">` +
  `<link rel="canonical" href="${escapeHtml(to)}"><a href="${escapeHtml(to)}">${escapeHtml(to)}</a>\n`
