/**
 * A workspace's labels as one JSON array, read and written page by page: the
 * process holds one page of documents at a time however many labels there are.
 */
import type { LabelTransfer, UserId, WorkspaceId } from "@elabel/domain"
import { Effect, Option, Stream } from "effect"

/** Labels read per query while exporting. */
export const EXPORT_PAGE = 200

/**
 * The export as bytes. The first page is read before the stream is built,
 * so a workspace the caller may not see fails here (a 404 answer) rather
 * than in the middle of a started 200.
 */
export const exportStream = Effect.fnUntraced(function* (
  transfer: LabelTransfer["Service"],
  actor: UserId,
  workspace: WorkspaceId
) {
  const read = (offset: number) => transfer.exportPage(actor, workspace, { limit: EXPORT_PAGE, offset })
  const first = yield* read(0)
  const rest = first.has_more
    ? Stream.paginate(EXPORT_PAGE, (offset: number) =>
        Effect.map(
          read(offset),
          (page) => [[page.items], page.has_more ? Option.some(offset + EXPORT_PAGE) : Option.none<number>()] as const
        )
      )
    : Stream.empty
  let written = 0
  const chunks = Stream.concat(Stream.make(first.items), rest).pipe(
    Stream.map((items) => items.map((item) => `${written++ === 0 ? "\n" : ",\n"}${JSON.stringify(item)}`).join(""))
  )
  return Stream.encodeText(Stream.concat(Stream.prepend(chunks, ["["]), Stream.make("\n]\n")))
})
