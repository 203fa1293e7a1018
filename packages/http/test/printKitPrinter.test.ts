/**
 * The print kit tested as a printer would: rasterised at 300 and 600 dpi
 * (pdftoppm) and scanned (zbarimg) back to the label's link; text extracted
 * (pdftotext) with the heading, the energy line and the allergen words in
 * each language asked for; 100 % K in DeviceCMYK and the page's physical
 * size from the file itself (qpdf --qdf, pdfinfo); `qpdf --check` clean.
 * Skips, naming the missing tools, where poppler-utils, zbar-tools or qpdf
 * are not installed (`.ci/run` installs them).
 */
import { assert, describe, it } from "@effect/vitest"
import { testPublicBaseUrl } from "@elabel/testkit"
import { Effect } from "effect"
import { kitMetrics } from "../src/print/KitFont.ts"
import {
  getBytes,
  KitWireLive,
  missingTools,
  pdfInfo,
  pdfSource,
  pdfText,
  printableLabel,
  qpdfCheck,
  scanPdf
} from "./support/printKits.ts"

const missing = missingTools(["pdftoppm", "pdftotext", "pdfinfo", "zbarimg", "qpdf"])
const printer = missing.length === 0 ? describe : describe.skip
if (missing.length > 0) console.warn(`print kit printer tests skipped: missing ${missing.join(", ")}`)

/** Millimetres to points. */
const pt = (mm: number) => (mm * 72) / 25.4

printer("the print kit as a printer reads it", () => {
  it.effect("scans back to the label's short link at 300 and 600 dpi, and qpdf --check passes", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const kit = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf`)
      assert.strictEqual(kit.status, 200, kit.text)
      assert.strictEqual(kit.headers.get("content-type"), "application/pdf")
      for (const dpi of [300, 600]) {
        assert.deepStrictEqual(scanPdf(kit.bytes, dpi), [`${testPublicBaseUrl}/l/${label.ref}`], `${dpi} dpi`)
      }
      const check = qpdfCheck(kit.bytes)
      assert.strictEqual(check.status, 0, check.output)
      assert.include(check.output, "No syntax or stream encoding errors found")
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("holds the heading, the energy line and the allergens in each language asked for, as real text", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const kit = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf?lang=de,fr,el,bg,ga&text_width_mm=60`)
      assert.strictEqual(kit.status, 200, kit.text)
      const text = pdfText(kit.bytes).replace(/\s+/g, " ")
      for (const expected of [
        "Zutaten",
        "Brennwert pro 100 ml: 296 kJ / 71 kcal",
        "Enthält: Sulfite, Albumin aus Ei",
        "Ingrédients",
        "Énergie pour 100 ml : 296 kJ / 71 kcal",
        "Contient : Sulfites, Albumine de l'œuf",
        "Συστατικά",
        "Ενέργεια ανά 100 ml: 296 kJ / 71 kcal",
        "Съставки",
        "Comhábhair"
      ]) {
        assert.include(text, expected)
      }
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("is 100 % K in DeviceCMYK, exactly the block's size, with the block as TrimBox inside the bleed", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      const kit = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf?size_mm=20&bleed_mm=3`)
      assert.strictEqual(kit.status, 200, kit.text)
      const source = pdfSource(kit.bytes)
      // Every fill colour is 100 % K in DeviceCMYK: no RGB or grey colour anywhere.
      const fills = [...source.matchAll(/\/(Device\w+) cs\n([\d. ]+) scn/g)].map((match) => `${match[1]} ${match[2]}`)
      assert.isNotEmpty(fills)
      for (const fill of fills) assert.strictEqual(fill, "DeviceCMYK 0 0 0 1")
      assert.notMatch(source, /DeviceRGB|DeviceGray| rg\n| g\n/)
      const info = pdfInfo(kit.bytes)
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
      const trim = /TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(info)
      assert.isNotNull(size, info)
      assert.isNotNull(trim, info)
      const [width, height] = [Number(size?.[1]), Number(size?.[2])]
      assert.closeTo(Number(trim?.[1]), pt(3), 0.01)
      assert.closeTo(width - Number(trim?.[3]), pt(3), 0.01)
      // The code's side with a 4-module quiet zone is the block's width; the page adds the bleed.
      assert.isAbove(width, pt(20 + 6))
      assert.isAbove(height, width)
      const rgb = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf?colour=rgb`)
      assert.match(pdfSource(rgb.bytes), /\/DeviceRGB cs\n0 0 0 scn/)
    }).pipe(Effect.provide(KitWireLive))
  )

  it.effect("sets every line at the legal x-height of the embedded font: 1.2 mm, 0.9 mm on a small pack", () =>
    Effect.gen(function* () {
      const { label } = yield* printableLabel()
      for (const [query, least] of [
        ["", 1.2],
        ["?small_pack=true", 0.9]
      ] as const) {
        const kit = yield* getBytes(`/v1/labels/${label.id}/print-kit.pdf${query}`)
        const source = pdfSource(kit.bytes)
        assert.match(source, /\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/)
        const sizes = [...source.matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((match) => Number(match[1]))
        assert.isNotEmpty(sizes)
        for (const size of sizes) {
          // The size in points times the font's x-height in ems, in mm.
          const xHeightMm = ((size * kitMetrics.xHeight) / 72) * 25.4
          assert.closeTo(xHeightMm, least, 0.005)
          assert.isAtLeast(xHeightMm, least)
        }
      }
    }).pipe(Effect.provide(KitWireLive))
  )
})
