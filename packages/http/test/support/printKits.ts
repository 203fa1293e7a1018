/**
 * Print kit tests' harness: a bytes-keeping wire over the reference
 * catalogue, a label a winery would print (sulphites and egg albumin,
 * analysed values, a glass bottle), and the Debian tools a printer uses
 * (poppler's pdftoppm and pdftotext, zbar's zbarimg, qpdf), run on temp
 * files; `missingTools` says which are absent so a test can skip with it.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Labels, type UserId } from "@elabel/domain"
import { createLabel, seedWorkspace, users } from "@elabel/testkit"
import { Effect, Layer } from "effect"
import { ApiLive } from "../../src/handlers/index.ts"
import type { ImageResponse } from "./qrDecode.ts"
import { RawWire } from "./qrDecode.ts"
import { named, ReferenceWire, reference } from "./referenceWire.ts"
import { buildRequest, serveWeb } from "./wire.ts"

/** `RawWire` beside `Wire`, over one fresh store seeded with the reference catalogue. */
export const KitWireLive = Layer.effect(
  RawWire,
  Effect.map(serveWeb(ApiLive), (send) =>
    RawWire.of({
      send: (request) =>
        Effect.flatMap(send(request), (response) =>
          Effect.promise(async () => {
            const bytes = new Uint8Array(await response.arrayBuffer())
            return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) }
          })
        )
    })
  )
).pipe(Layer.provideMerge(ReferenceWire))

/** `GET path` as `as`, with its bytes. */
export const getBytes = (
  path: string,
  as: UserId | string = users.owner
): Effect.Effect<ImageResponse, never, RawWire> =>
  Effect.flatMap(buildRequest("GET", path, { as }), (request) => RawWire.use((raw) => raw.send(request)))

/** A German Riesling with sulphites and egg albumin, analysed values and a glass bottle; published unless `draft`. */
export const printableLabel = (options: { readonly draft?: boolean; readonly name?: string } = {}) =>
  Effect.gen(function* () {
    const { workspace, brandId } = yield* seedWorkspace({ name: "Weingut Beispiel", plan: "premium" })
    const labels = yield* Labels
    const label = yield* createLabel(users.owner, workspace.id, brandId, {
      name: options.name ?? "Riesling Kabinett",
      locale: "de",
      quantity: 750
    })
    yield* labels.patch(users.owner, label.id, {
      alcohol: 12.5,
      residual_sugar: 6,
      fat: 0,
      saturated_fat: 0,
      protein: 0,
      salt: 0
    })
    yield* labels.putIngredients(
      users.owner,
      label.id,
      ["Grapes", "Sulphites", "Egg albumin"].map((name, order) => ({
        ingredient_id: named(reference.ingredients, name).id,
        order
      }))
    )
    yield* labels.putPackagings(users.owner, label.id, [
      { packaging_type: "bottle", material_id: named(reference.materials, "Colourless glass").id }
    ])
    if (options.draft !== true) yield* labels.publish(users.owner, label.id)
    return { workspace, brandId, label: yield* labels.get(users.owner, label.id) }
  })

/** The printer's tools this machine lacks (the tests that need them skip, naming them). */
export const missingTools = (tools: ReadonlyArray<string>): ReadonlyArray<string> =>
  tools.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0)

/** Runs `work` in a fresh temp dir holding `file` with `bytes`; removes it afterwards. */
export const withFile = <A>(file: string, bytes: Uint8Array, work: (dir: string, path: string) => A): A => {
  const dir = mkdtempSync(join(tmpdir(), "elabel-kit-"))
  try {
    const path = join(dir, file)
    writeFileSync(path, bytes)
    return work(dir, path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF rasterised at `dpi` (pdftoppm, grey) and the QR codes zbarimg reads in it. */
export const scanPdf = (pdf: Uint8Array, dpi: number): ReadonlyArray<string> =>
  withFile("kit.pdf", pdf, (dir, path) => {
    execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", "-singlefile", path, join(dir, "page")])
    const out = spawnSync("zbarimg", ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", join(dir, "page.png")], {
      encoding: "utf8"
    })
    return out.stdout.split("\n").filter((line) => line !== "")
  })

/** The text pdftotext extracts, in reading order. */
export const pdfText = (pdf: Uint8Array): string =>
  withFile("kit.pdf", pdf, (_dir, path) =>
    execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" })
  )

/** `qpdf --check`: its exit status and output. */
export const qpdfCheck = (pdf: Uint8Array) =>
  withFile("kit.pdf", pdf, (_dir, path) => {
    const out = spawnSync("qpdf", ["--check", path], { encoding: "utf8" })
    return { status: out.status, output: `${out.stdout}${out.stderr}` }
  })

/** The PDF's content streams and objects uncompressed (qpdf --qdf), as text, for checks of colour and boxes. */
export const pdfSource = (pdf: Uint8Array): string =>
  withFile("kit.pdf", pdf, (dir, path) => {
    execFileSync("qpdf", ["--qdf", "--object-streams=disable", path, join(dir, "plain.pdf")])
    return readFileSync(join(dir, "plain.pdf"), "latin1")
  })

/** The document information pdfinfo reports (Title, Subject, Keywords, Page size …). */
export const pdfInfo = (pdf: Uint8Array): string =>
  withFile("kit.pdf", pdf, (_dir, path) => execFileSync("pdfinfo", ["-box", path], { encoding: "utf8" }))
