/**
 * The HS256 key when the environment names none: in the embedded and memory
 * modes a random secret created once and kept in the data dir; with
 * `DATABASE_URL` none at all (several servers and the CLI must agree on the
 * key, so it has to be configured).
 */
import { randomBytes } from "node:crypto"
import { chmod, link, mkdir, readFile, unlink, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Config, ConfigProvider, Effect, Redacted, Schema } from "effect"
import { type KeySource, MIN_SECRET_BYTES } from "../auth/AuthConfig.ts"
import { type ServerSettings, storageOf } from "./ServerConfig.ts"

/** Name of the secret's file inside `ELABEL_DATA_DIR`. */
export const JWT_SECRET_FILE = "jwt-secret"

/** The data dir could not hold the secret (permissions, a full disk, a damaged file). */
export class DataDirError extends Schema.TaggedError<DataDirError>()("DataDirError", {
  message: Schema.String
}) {}

const isErrno = (error: unknown, code: string): boolean =>
  typeof error === "object" && error !== null && (error as { readonly code?: unknown }).code === code

const readSecret = (path: string) =>
  Effect.tryPromise({
    try: () => readFile(path, "utf8"),
    catch: (error) => error
  }).pipe(Effect.map((text) => text.trim()))

const failure = (path: string, error: unknown) =>
  new DataDirError({ message: `cannot use ${path}: ${error instanceof Error ? error.message : String(error)}` })

/**
 * The secret kept in `<dataDir>/jwt-secret`: read if present, else 32 random
 * bytes (base64url) written with mode 0600 to a file of its own, then linked
 * into place: the name appears with the whole secret in it, so a concurrent
 * first start (a server beside the CLI) never reads a file still being
 * written, and keeps the one that was linked first. The CLI's `token`
 * command reads the same file.
 */
export const dataDirSecret = (dataDir: string): Effect.Effect<Redacted.Redacted<string>, DataDirError> => {
  const path = join(dataDir, JWT_SECRET_FILE)
  const create = Effect.tryPromise({
    try: async () => {
      await mkdir(dataDir, { recursive: true, mode: 0o700 })
      const secret = randomBytes(32).toString("base64url")
      const written = `${path}.${randomBytes(6).toString("hex")}`
      await writeFile(written, `${secret}\n`, { mode: 0o600, flag: "wx" })
      try {
        await chmod(written, 0o600)
        await link(written, path)
      } catch (error) {
        if (isErrno(error, "EEXIST")) throw error
        // A file system without hard links (some network mounts): created in place, as before.
        await writeFile(path, `${secret}\n`, { mode: 0o600, flag: "wx" })
        await chmod(path, 0o600)
      } finally {
        await unlink(written)
      }
      return secret
    },
    catch: (error) => error
  })
  return readSecret(path).pipe(
    Effect.catch((error) =>
      isErrno(error, "ENOENT")
        ? create.pipe(Effect.catch((error) => (isErrno(error, "EEXIST") ? readSecret(path) : Effect.fail(error))))
        : Effect.fail(error)
    ),
    Effect.mapError((error) => failure(path, error)),
    Effect.flatMap((secret) =>
      new TextEncoder().encode(secret).length >= MIN_SECRET_BYTES
        ? Effect.succeed(Redacted.make(secret))
        : Effect.fail(new DataDirError({ message: `${path} holds a secret shorter than ${MIN_SECRET_BYTES} bytes` }))
    )
  )
}

/**
 * The refusal of a server on PostgreSQL without a token key: a per-server
 * random secret would make tokens of the CLI or of another server invalid here.
 */
export const missingKey = (): Config.ConfigError =>
  new Config.ConfigError(
    new ConfigProvider.SourceError({
      message:
        "DATABASE_URL is set but no token key is configured: set ELABEL_JWT_SECRET (at least 32 bytes), " +
        "ELABEL_JWKS_URL or ELABEL_JWT_PUBLIC_KEY"
    })
  )

/**
 * The key to use when no `ELABEL_JWT_*` key variable is set: the data dir's
 * secret, or with PostgreSQL a failure (`missingKey`).
 */
export const fallbackKey = (settings: ServerSettings): Effect.Effect<KeySource, DataDirError | Config.ConfigError> =>
  storageOf(settings)._tag === "postgres"
    ? Effect.fail(missingKey())
    : Effect.map(dataDirSecret(settings.dataDir), (secret): KeySource => ({ _tag: "Secret", secret }))
