/**
 * Reading QR images back in tests: a `Wire` that keeps response bytes (the
 * default one reads text, which mangles a PNG), jsQR over a decoded PNG, and
 * an SVG read back into its module grid and rasterised for jsQR.
 */
import type { UserId } from "@elabel/domain"
import { Context, Effect, Layer } from "effect"
import jsQR from "jsqr"
import { PNG } from "pngjs"
import { ApiLive } from "../../src/handlers/index.ts"
import { buildRequest, serveWeb, WireLive } from "./wire.ts"

/** An image response: status, headers and the exact body bytes. */
export interface ImageResponse {
  readonly status: number
  readonly headers: Headers
  readonly bytes: Uint8Array
  readonly text: string
}

/** Sends requests through the same `ApiLive` and store as `WireLive`, keeping the body bytes. */
export class RawWire extends Context.Service<
  RawWire,
  { readonly send: (request: Request) => Effect.Effect<ImageResponse> }
>()("@elabel/http/test/RawWire") {}

/** `RawWire` beside `Wire`, both over one fresh store. */
export const ImageWireLive = Layer.effect(
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
).pipe(Layer.provideMerge(WireLive))

/** `GET path` as `as`, answered with its bytes. */
export const getImage = (path: string, as: UserId | string) =>
  Effect.flatMap(buildRequest("GET", path, { as }), (request) => RawWire.use((raw) => raw.send(request)))

/** A decoded PNG: its size and RGBA pixels. */
export const readPng = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes))

/** The text jsQR reads from RGBA pixels, or null when it finds no code. */
const scan = (rgba: Uint8ClampedArray, width: number, height: number): string | null =>
  // The CommonJS bundle is the module object; its `default` is the decoder (typed as such under NodeNext).
  jsQR.default(rgba, width, height, { inversionAttempts: "dontInvert" })?.data ?? null

/** The text of the QR code in a PNG, read as a phone would (dark on light only). */
export const decodePng = (bytes: Uint8Array): string | null => {
  const png = readPng(bytes)
  return scan(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
}

/** What an SVG of the `qrcode` renderer draws: its viewBox side, colours and dark modules. */
export interface SvgModules {
  readonly side: number
  readonly fg: string
  readonly bg: string
  /** `dark[row][column]` over the whole viewBox, quiet zone included. */
  readonly dark: ReadonlyArray<ReadonlyArray<boolean>>
}

/**
 * Reads the module grid back from the SVG: a background path over the whole
 * viewBox, then one stroked path of runs (`M x y` / `m dx 0` move, `h n`
 * draws n modules at row `y - 0.5`).
 */
export const svgModules = (svg: string): SvgModules => {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  const bg = /<path fill="(#[0-9a-f]{6})" d="M0 0h(\d+)v\2H0z"\/>/.exec(svg)
  const stroke = /<path stroke="(#[0-9a-f]{6})" d="([^"]*)"\/>/.exec(svg)
  if (!Number.isInteger(side) || bg === null || Number(bg[2]) !== side || stroke === null) {
    throw new Error(`not a QR code SVG: ${svg.slice(0, 200)}`)
  }
  const dark = Array.from({ length: side }, () => Array.from({ length: side }, () => false))
  let x = 0
  let y = 0
  for (const [, command, a, b] of (stroke[2] ?? "").matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const n = Number(a)
    if (command === "M") [x, y] = [n, Number(b) - 0.5]
    else if (command === "m") x += n
    else {
      for (let i = 0; i < n; i++) (dark[y] as Array<boolean>)[x + i] = true
      x += n
    }
  }
  return { side, fg: stroke[1] ?? "", bg: bg[1] ?? "", dark }
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

/** The text of the QR code in an SVG, rasterised at `scale` pixels per module in its own colours. */
export const decodeSvg = (svg: string, scale = 8): string | null => {
  const { side, fg, bg, dark } = svgModules(svg)
  const width = side * scale
  const pixels = new Uint8ClampedArray(width * width * 4)
  const [on, off] = [rgb(fg), rgb(bg)]
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const colour = dark[Math.floor(py / scale)]?.[Math.floor(px / scale)] ? on : off
      pixels.set([...colour, 255], (py * width + px) * 4)
    }
  }
  return scan(pixels, width, width)
}

/** Whether every tag of the document is closed in order (a small well-formedness check, no DTDs or CDATA). */
export const isWellFormed = (xml: string): boolean => {
  const open: Array<string> = []
  for (const [tag, closing, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (tag.startsWith("<?")) continue
    if (closing === "/") {
      if (open.pop() !== name) return false
    } else if (selfClosing !== "/") {
      open.push(name ?? "")
    }
  }
  const outside = xml.replace(/<[^<>]*>/g, "").trim()
  return open.length === 0 && outside === "" && xml.trimStart().startsWith("<svg")
}
