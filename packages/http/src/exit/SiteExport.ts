/**
 * The exit bundle: a workspace's public side as a static site, so printed
 * codes keep working without this service. Pages are the bytes the server
 * sends for the latest version (`renderPageHtml`) but for their language
 * links, which go to the bundle's page of each language; QR codes the SVG of the
 * QR image endpoints (`renderSvg`), and the short links redirects in the
 * formats static hosts read (`_redirects` for Netlify and Cloudflare Pages,
 * `serve.json` for `serve`), plus an HTML fallback per link for hosts
 * without redirects. Labels are read page by page: memory stays bounded.
 */
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import {
  ELabelPage,
  Gs1,
  Gs1Resolutions,
  LabelRepository,
  MarketingQrCodeRepository,
  NotFound,
  PublicPages,
  QrTarget,
  Redirect,
  type WorkspaceId,
  WorkspaceRepository
} from "@elabel/domain"
import { Clock, Effect, Option } from "effect"
import type { PageLinks } from "../render/ELabelHtml.ts"
import { renderPageHtml } from "../render/ELabelHtml.ts"
import { QR_DEFAULTS, renderSvg } from "../render/QrImage.ts"
import { exitReadme } from "./ExitReadme.ts"
import { writeMediaFiles } from "./MediaFiles.ts"
import { fallbackPage, type Link, type PageLanguages, redirectsFile, serveJson } from "./RedirectFiles.ts"

const PAGE = 500

const write = (dir: string, path: string, body: string | Uint8Array) =>
  Effect.promise(async () => {
    const file = join(dir, path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, body)
  })

const qrSvg = (url: string) =>
  Effect.orDie(
    renderSvg(url, {
      size: undefined,
      margin: QR_DEFAULTS.margin,
      ecc: QR_DEFAULTS.ecc,
      fg: QR_DEFAULTS.fg,
      bg: QR_DEFAULTS.bg
    })
  )

/** The path of a short link on the bundle's own host (links of another host stay absolute). */
const localPath = (baseUrl: string, url: string) => (url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url)

/** The language links of a bundle page: its language's own page (`?lang=` needs a host that reads query rules). */
const bundleLinks = (ref: string): PageLinks => ({ language: (lang) => `/l/${ref}/${encodeURIComponent(lang)}/` })

/** What `exportSite` wrote. */
export interface SiteSummary {
  readonly pages: number
  readonly qr_codes: number
  readonly redirects: number
}

/** Writes the bundle of `workspace` into `dir`; `NotFound` for an unknown workspace. */
export const exportSite = Effect.fn("exportSite")(function* (workspace: WorkspaceId, dir: string, baseUrl: string) {
  if (Option.isNone(yield* (yield* WorkspaceRepository).findById(workspace))) {
    return yield* new NotFound({ resource: "workspace", id: workspace })
  }
  const labels = yield* LabelRepository
  const codes = yield* MarketingQrCodeRepository
  const pages = yield* PublicPages
  const resolutions = yield* Gs1Resolutions
  const links: Array<Link> = []
  const linked = new Set<string>()
  /** Rules for any path under a GTIN, after every exact one: a static host takes the first rule that matches. */
  const splats: Array<Link> = []
  const offered: Array<PageLanguages> = []
  const index = { labels: [] as Array<unknown>, marketing_qr_codes: [] as Array<unknown> }
  let pageCount = 0
  let qrCount = 0
  const mediaWritten = new Set<string>()

  const svg = (path: string, target: Option.Option<string>) =>
    Option.isNone(target)
      ? Effect.succeed(null)
      : Effect.gen(function* () {
          yield* write(dir, path, yield* qrSvg(target.value))
          qrCount++
          return `/${path}`
        })

  /** Every page of a published ref: the default one and one per language it offers. */
  const writePages = Effect.fnUntraced(function* (ref: string) {
    const found = yield* Effect.option(Effect.catchTag(pages.published(ref), "Gone", () => Effect.fail(undefined)))
    if (Option.isNone(found)) return []
    const { label } = found.value.snapshot
    const available = ELabelPage.availableLocales(label)
    const languagesFor = (lang: string | undefined) =>
      ELabelPage.negotiateLanguages({
        pageLanguages: ELabelPage.pageLanguages,
        available,
        lang,
        labelLocale: label.locale
      })
    const variants: ReadonlyArray<readonly [string, string | undefined]> = [
      [`l/${ref}/index.html`, undefined],
      ...available.map((lang) => [`l/${ref}/${lang}/index.html`, lang] as const)
    ]
    for (const [path, lang] of variants) {
      const rendered = renderPageHtml(found.value, ref, languagesFor(lang), bundleLinks(ref))
      if (rendered === undefined) continue
      yield* write(dir, path, rendered.html)
      pageCount++
    }
    yield* writeMediaFiles(found.value.snapshot, mediaWritten, (path, body) => write(dir, path, body))
    return available
  })

  for (let offset = 0; ; offset += PAGE) {
    const batch = yield* labels.list({ workspaces: [workspace] }, { limit: PAGE, offset })
    for (const label of batch.slice(0, PAGE)) {
      const refs = [label.ref, ...label.formats.map((format) => format.ref)].filter((ref) => ref !== null)
      const languages: Record<string, ReadonlyArray<string>> = {}
      for (const ref of refs) {
        const available = yield* writePages(ref)
        if (available.length > 0) {
          languages[ref] = available
          offered.push({ ref, languages: available })
        }
      }
      // The Digital Links its codes encode, and what codes printed earlier carried (a format without a GTIN of
      // its own took the label's); a lot or variant the bundle does not know goes where the server sends it: to
      // the GTIN's page.
      for (const { gtin14, qualifiers } of label.is_published ? QrTarget.digitalLinkKeys(label) : []) {
        const from = new URL(Gs1.digitalLinkUri(baseUrl, gtin14, qualifiers)).pathname
        if (linked.has(from)) continue
        const resolved = yield* Effect.option(
          Effect.catchTag(resolutions.resolveGs1(gtin14, qualifiers), "InvalidGtin", () => Effect.fail(undefined))
        )
        if (Option.isNone(resolved)) continue
        const to = localPath(baseUrl, resolved.value.location)
        linked.add(from)
        links.push({ from, to, status: 307 })
        if (from.endsWith(`/01/${gtin14}`)) {
          splats.push({ from: `${from}/10/*`, to, status: 307 }, { from: `${from}/*`, to, status: 307 })
        }
      }
      index.labels.push({
        id: label.id,
        name: label.name,
        ref: label.ref,
        is_published: label.is_published,
        languages,
        qr: yield* svg(`qr/labels/${label.id}.svg`, QrTarget.labelQrTarget(label, baseUrl)),
        formats: yield* Effect.forEach(label.formats, (format) =>
          Effect.map(svg(`qr/formats/${format.id}.svg`, QrTarget.formatQrTarget(label, format, baseUrl)), (qr) => ({
            id: format.id,
            ref: format.ref,
            quantity: format.quantity,
            gtin: format.gtin,
            qr
          }))
        )
      })
    }
    if (batch.length <= PAGE) break
  }

  const now = yield* Clock.currentTimeMillis
  for (let offset = 0; ; offset += PAGE) {
    const batch = yield* codes.list([workspace], { limit: PAGE, offset })
    for (const code of batch.slice(0, PAGE)) {
      if (code.is_published !== true) continue
      const outcome = Redirect.resolveRedirect(code, now, "other")
      if (outcome._tag === "Redirect") links.push({ from: `/q/${code.ref}`, to: outcome.location, status: 302 })
      index.marketing_qr_codes.push({
        id: code.id,
        name: code.name,
        ref: code.ref,
        target: outcome._tag === "Redirect" ? outcome.location : null,
        qr: yield* svg(`qr/marketing/${code.id}.svg`, Option.some(QrTarget.qrCodeTarget(code, baseUrl)))
      })
    }
    if (batch.length <= PAGE) break
  }

  yield* write(dir, "_redirects", redirectsFile(offered, [...links, ...splats]))
  yield* write(dir, "serve.json", serveJson([...links, ...splats]))
  for (const link of links) yield* write(dir, `${link.from.slice(1)}/index.html`, fallbackPage(link.to))
  const summary: SiteSummary = { pages: pageCount, qr_codes: qrCount, redirects: links.length + splats.length }
  yield* write(
    dir,
    "index.json",
    `${JSON.stringify({ workspace_id: workspace, public_base_url: baseUrl, generated_at: new Date(now).toISOString(), ...summary, ...index }, null, 2)}\n`
  )
  yield* write(dir, "README.md", exitReadme(baseUrl))
  return summary
})
