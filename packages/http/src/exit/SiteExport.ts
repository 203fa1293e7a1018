/**
 * The exit bundle: a workspace's public side as a static site, so printed
 * codes keep working without this service. Pages are the bytes the server
 * sends for the latest version (`renderPageHtml`), QR codes the SVG of the
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
import { renderPageHtml } from "../public/PageCache.ts"
import { QR_DEFAULTS, renderSvg } from "../public/QrImage.ts"
import { exitReadme } from "./ExitReadme.ts"
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
  const links: Array<Link> = []
  const offered: Array<PageLanguages> = []
  const index = { labels: [] as Array<unknown>, marketing_qr_codes: [] as Array<unknown> }
  let pageCount = 0
  let qrCount = 0

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
      const rendered = renderPageHtml(found.value, ref, languagesFor(lang))
      if (rendered === undefined) continue
      yield* write(dir, path, rendered.html)
      pageCount++
    }
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
      if (label.is_published && label.use_gs1_digital_link === true) {
        for (const format of label.formats) {
          const gtin = format.gtin === null ? Option.none() : Gs1.toGtin14(format.gtin)
          if (Option.isNone(gtin)) continue
          // The GTIN, what the format's code carries now, and the lot alone as codes printed earlier carried it.
          const carried = {
            cpv: Gs1.encodableQualifier(format.consumer_product_variant),
            lot: Gs1.encodableQualifier(format.lot)
          }
          const seen = new Set(links.map((link) => link.from))
          for (const qualifiers of [{}, carried, { lot: format.lot }]) {
            const from = new URL(Gs1.digitalLinkUri(baseUrl, gtin.value, qualifiers)).pathname
            if (seen.has(from)) continue
            seen.add(from)
            const resolved = yield* Effect.option(
              Effect.catchTag(pages.resolveGs1(gtin.value, qualifiers), "InvalidGtin", () => Effect.fail(undefined))
            )
            if (Option.isNone(resolved)) continue
            links.push({ from, to: localPath(baseUrl, resolved.value.location), status: 307 })
          }
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

  yield* write(dir, "_redirects", redirectsFile(offered, links))
  yield* write(dir, "serve.json", serveJson(links))
  for (const link of links) yield* write(dir, `${link.from.slice(1)}/index.html`, fallbackPage(link.to))
  const summary: SiteSummary = { pages: pageCount, qr_codes: qrCount, redirects: links.length }
  yield* write(
    dir,
    "index.json",
    `${JSON.stringify({ workspace_id: workspace, public_base_url: baseUrl, generated_at: new Date(now).toISOString(), ...summary, ...index }, null, 2)}\n`
  )
  yield* write(dir, "README.md", exitReadme(baseUrl))
  return summary
})
