/**
 * `MediaStore` on PostgreSQL (and embedded PGlite): the bytes in
 * `media_chunks`, 256 KiB per row, so every process on the database serves
 * the same files and none holds a whole file in one value. A piece is
 * written as it arrives, each in its own statement: no connection is held
 * while the client sends the body. A commit renames the staged rows to the
 * digest inside the caller's transaction, under an advisory lock on the
 * digest, so two uploads of the same bytes store them once.
 */
import { MediaStore } from "@elabel/domain"
import { Effect, Layer, Option, Stream } from "effect"
import { SqlClient } from "effect/sql"
import { rehashWith, stageThrough } from "../media/mediaStaging.ts"
import { read, write } from "./errors.ts"

const stagedObject = (token: string) => `staging:${token}`

/** `MediaStore` on the `SqlClient`. */
export const MediaStoreSql: Layer.Layer<MediaStore, never, SqlClient.SqlClient> = Layer.effect(
  MediaStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // What an upload cut short by a crash left staged: gone at the next start (an hour leaves running ones be),
    // in the background: a start never waits on it, and a read-only replica or a database down only skips it.
    yield* sql`DELETE FROM media_chunks WHERE object LIKE 'staging:%' AND staged_at < now() - interval '1 hour'`.pipe(
      Effect.ignore,
      Effect.forkDetach
    )

    /** The rows of an object, one statement per row, in order. */
    const rows = (object: string) =>
      Stream.unfold(0, (n) =>
        sql`SELECT data FROM media_chunks WHERE object = ${object} AND n = ${n}`.pipe(
          read("MediaStore.read"),
          Effect.map((found) => {
            const row = found[0] as { data: Uint8Array } | undefined
            return row === undefined ? undefined : ([row.data, n + 1] as const)
          })
        )
      )

    const drop = (object: string) =>
      sql`DELETE FROM media_chunks WHERE object = ${object}`.pipe(Effect.asVoid, write("MediaStore.remove"))

    const stored = (sha256: string) =>
      sql`SELECT 1 FROM media_chunks WHERE object = ${sha256} AND n = 0`.pipe(
        read("MediaStore.read"),
        Effect.map((found) => (found.length === 0 ? Option.none() : Option.some(rows(sha256))))
      )

    return MediaStore.of({
      stage: (body, maxBytes) =>
        stageThrough(body, maxBytes, (token) =>
          Effect.succeed({
            write: (piece, n) =>
              sql`INSERT INTO media_chunks (object, n, data) VALUES (${stagedObject(token)}, ${n}, ${piece})`.pipe(
                Effect.asVoid,
                write("MediaStore.stage")
              ),
            finish: Effect.void,
            abort: Effect.ignore(drop(stagedObject(token)))
          })
        ),
      readStaged: (media) => rows(stagedObject(media.token)),
      commit: (media) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT pg_advisory_xact_lock(hashtext(${media.sha256}))`
              const stored = yield* sql`SELECT 1 FROM media_chunks WHERE object = ${media.sha256} AND n = 0`
              if (stored.length > 0) yield* sql`DELETE FROM media_chunks WHERE object = ${stagedObject(media.token)}`
              else
                yield* sql`UPDATE media_chunks SET object = ${media.sha256} WHERE object = ${stagedObject(media.token)}`
            })
          )
          .pipe(write("MediaStore.commit")),
      discard: (media) => Effect.ignore(drop(stagedObject(media.token))),
      read: stored,
      rehash: rehashWith(stored),
      remove: (sha256) => drop(sha256)
    })
  })
)
