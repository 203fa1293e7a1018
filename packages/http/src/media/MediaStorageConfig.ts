/**
 * `ELABEL_MEDIA_S3_*`: media bytes in an S3-compatible bucket instead of the
 * database or the data dir (ADR 0058). None of them set: nothing changes.
 * Any of them set without a bucket, or a value that cannot be one, stops the
 * start with one line naming the variable.
 */
import type { MediaS3Settings } from "@elabel/persistence"
import { Config, Effect, Option, Redacted } from "effect"
import { booleanVariable, invalid, optionalString } from "../protocol/ConfigVariables.ts"

const BUCKET = "ELABEL_MEDIA_S3_BUCKET"
const REGION = "ELABEL_MEDIA_S3_REGION"
const ENDPOINT = "ELABEL_MEDIA_S3_ENDPOINT"
const KEY_ID = "ELABEL_MEDIA_S3_ACCESS_KEY_ID"
const SECRET = "ELABEL_MEDIA_S3_SECRET_ACCESS_KEY"
const PATH_STYLE = "ELABEL_MEDIA_S3_FORCE_PATH_STYLE"

/** A value read as is, checked by `valid`, refused with `must` otherwise. */
const checked = (name: string, valid: (raw: string) => boolean, must: string) =>
  optionalString(name).pipe(
    Config.mapEffect((value) =>
      Option.isSome(value) && !valid(value.value)
        ? Effect.fail(invalid(`${name} must be ${must}, got "${value.value}"`))
        : Effect.succeed(value)
    )
  )

/** S3's rule for bucket names (which R2 and MinIO share): 3 to 63 lowercase letters, digits, dots, hyphens. */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

const isHttpUrl = (raw: string) => {
  const url = URL.parse(raw)
  return url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.search === ""
}

const variables = Config.all({
  bucket: checked(BUCKET, (raw) => bucketName.test(raw), "a bucket name (3 to 63 of a-z, 0-9, dots and hyphens)"),
  region: checked(REGION, (raw) => /^[a-z0-9-]{2,40}$/.test(raw), "a region such as eu-central-1 (auto for R2)"),
  endpoint: checked(
    ENDPOINT,
    isHttpUrl,
    "an absolute http(s) URL such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000"
  ),
  keyId: optionalString(KEY_ID),
  secret: Config.option(Config.Redacted(SECRET)).pipe(
    Config.map(Option.filter((secret) => Redacted.value(secret).trim() !== ""))
  ),
  pathStyle: optionalString(PATH_STYLE),
  forcePathStyle: booleanVariable(PATH_STYLE, false)
})

/** The S3 settings, or none when no `ELABEL_MEDIA_S3_*` variable is set. */
export const mediaS3Config: Config.Config<Option.Option<MediaS3Settings>> = variables.pipe(
  Config.mapEffect(({ bucket, region, endpoint, keyId, secret, pathStyle, forcePathStyle }) => {
    const named: ReadonlyArray<readonly [string, Option.Option<unknown>]> = [
      [REGION, region],
      [ENDPOINT, endpoint],
      [KEY_ID, keyId],
      [SECRET, secret],
      [PATH_STYLE, pathStyle]
    ]
    const set = named.filter(([, value]) => Option.isSome(value)).map(([name]) => name)
    if (Option.isNone(bucket)) {
      return set.length === 0
        ? Effect.succeed(Option.none<MediaS3Settings>())
        : Effect.fail(invalid(`${BUCKET} must be set when ${set.join(", ")} is (media in an S3-compatible bucket)`))
    }
    if (Option.isSome(keyId) !== Option.isSome(secret)) {
      const [given, missing] = Option.isSome(keyId) ? [KEY_ID, SECRET] : [SECRET, KEY_ID]
      return Effect.fail(invalid(`${missing} must be set with ${given} (or neither, for the SDK's own credentials)`))
    }
    const credentials = Option.zipWith(keyId, secret, (accessKeyId, secretAccessKey) => ({
      accessKeyId,
      secretAccessKey
    }))
    return Effect.succeed(
      Option.some<MediaS3Settings>({
        bucket: bucket.value,
        region: Option.getOrElse(region, () => "us-east-1"),
        endpoint,
        credentials,
        forcePathStyle
      })
    )
  })
)
