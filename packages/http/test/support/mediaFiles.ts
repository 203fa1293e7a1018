/** Files for media tests, made with sharp, and the upload call over the wire. */
import type { UserId } from "@elabel/domain"
import { Effect } from "effect"
import sharp from "sharp"
import { tokenFor } from "./tokens.ts"
import { Wire } from "./wire.ts"

/** A picture of `width` × `height` in `format`, with EXIF that names a GPS position (sharp `withExif`). */
export const picture = (format: "jpeg" | "png" | "webp" | "avif", width = 120, height = 200) =>
  Effect.promise(() =>
    sharp({ create: { width, height, channels: 3, background: { r: 120, g: 20, b: 40 } } })
      .withExif({ IFD0: { Make: "Testcam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 30/1 0/1" } })
      [format]()
      .toBuffer()
  )

/** A minimal one-page PDF. */
export const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
)

/** `POST /v1/workspaces/{id}/media` with `bytes` as the raw body, sent as `type`. */
export const upload = (workspace: string, bytes: Uint8Array, type: string, as: UserId | string, query = "") =>
  Effect.gen(function* () {
    const token = yield* tokenFor(as)
    const request = new Request(`http://elabel.test/v1/workspaces/${workspace}/media${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      body: new Blob([Uint8Array.from(bytes)])
    })
    return yield* Wire.use((wire) => wire.send(request))
  })
