/**
 * A workspace's kits as one zip (yazl), streamed: each kit is rendered only
 * when the zip has finished writing the one before into the response (the
 * entry's bytes flow through Node's back-pressure), so at most two PDFs are
 * in memory whatever the number of labels. What grows with the number of
 * kits is what every zip writer keeps until the end: the central directory
 * (yazl's entry records) and here the index rows, a few hundred bytes per
 * kit. `index.csv`, the last entry, lists file, label, format, link and
 * whether the kit was made (a label without ingredients, or too long a word
 * for the column, gets a row saying why instead of a file).
 */
import { Readable } from "node:stream"
import { NodeStream } from "@effect/platform-node"
import type { KitSource, PrintKit } from "@elabel/domain"
import { stringify } from "csv-stringify/sync"
import { Effect, Result, Stream } from "effect"
import yazl from "yazl"
import { renderKitPdf } from "./KitRender.ts"

/** One row of `index.csv`. */
interface IndexRow {
  readonly file: string
  readonly label_id: string
  readonly format_id: string
  readonly link: string
  readonly status: string
  readonly detail: string
}

/** A file name part from free text: letters, digits and dashes. */
const slug = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "label"

/** The kit's file name: unique, as refs are. */
export const kitFileName = (source: KitSource): string => {
  const name = slug(source.label.name)
  if (source.format === null) return `${name}-${source.label.ref}.pdf`
  const volume = source.format.quantity === null ? "" : `-${source.format.quantity}ml`
  return `${name}${volume}-${source.format.ref}.pdf`
}

const changedAt = (source: KitSource): Date => new Date(source.label.updated_at ?? source.label.created_at ?? 0)

/** Adds an entry and waits until the zip starts writing it: every entry before it is written by then. */
const addEntry = (zip: yazl.ZipFile, name: string, bytes: Uint8Array, mtime: Date) =>
  Effect.callback<void>((resume) => {
    zip.addReadStreamLazy(name, { mtime, compress: false }, (callback) => {
      resume(Effect.void)
      callback(null, Readable.from([bytes]))
    })
  })

/** Why a kit was not made, for the index. */
const refusal = (error: { readonly _tag: string; readonly errors: ReadonlyArray<{ readonly message: string }> }) => ({
  status: error._tag === "KitDoesNotFit" ? "print-kit-does-not-fit" : "label-incomplete",
  detail: error.errors.map((issue) => issue.message).join(" ")
})

/**
 * The zip of the sources' kits, as bytes. The sources are pulled one by one
 * while the response is read; a failure of the sources (the database gone)
 * ends the response early, as it can only once the 200 has started.
 */
export const kitZip = <E>(
  sources: Stream.Stream<KitSource, E>,
  optionsFor: (source: KitSource) => PrintKit.PrintKitOptions
) =>
  Stream.unwrap(
    Effect.gen(function* () {
      const zip = new yazl.ZipFile()
      const index: Array<IndexRow> = []
      let latest = new Date(Date.UTC(1980, 0, 1))
      const produce = Stream.runForEach(sources, (source) =>
        Effect.gen(function* () {
          const file = kitFileName(source)
          const when = changedAt(source)
          if (when > latest) latest = when
          const row = { label_id: source.label.id, format_id: source.format?.id ?? "", link: source.link }
          const rendered = yield* Effect.result(renderKitPdf(source, optionsFor(source)))
          if (Result.isFailure(rendered)) {
            index.push({ file: "", ...row, ...refusal(rendered.failure) })
            return
          }
          index.push({ file, ...row, status: "ok", detail: "" })
          yield* addEntry(zip, file, rendered.success, when)
        })
      ).pipe(
        Effect.andThen(
          Effect.sync(() => {
            const columns = ["file", "label_id", "format_id", "link", "status", "detail"]
            zip.addBuffer(Buffer.from(stringify(index, { header: true, columns })), "index.csv", { mtime: latest })
            zip.end()
          })
        ),
        // yazl's output is a PassThrough (typed as the bare interface): destroying it ends the response early.
        Effect.catchCause((cause) =>
          Effect.sync(() => (zip.outputStream as Readable).destroy(new Error(String(cause))))
        )
      )
      yield* Effect.forkScoped(produce)
      return NodeStream.fromReadable<Uint8Array, Error>({
        evaluate: () => zip.outputStream,
        onError: (error) => (error instanceof Error ? error : new Error(String(error)))
      })
    })
  )
