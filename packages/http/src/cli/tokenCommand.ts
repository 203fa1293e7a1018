/**
 * `token --user <id>`: a bearer token the server accepts, signed with the
 * server's own HS256 key: `ELABEL_JWT_SECRET`, or in the embedded mode the
 * secret kept in the data dir. Sets `iss`/`aud` from `ELABEL_JWT_ISSUER` and
 * `ELABEL_JWT_AUDIENCE`. Opens no database, so it works beside a running
 * server.
 */
import { Console, Effect, Option } from "effect"
import { Command } from "effect/cli"
import { issueToken } from "../auth/TokenIssuer.ts"
import { CliFailure, jsonFlag, printJson, userIdFlag } from "./cliSupport.ts"
import { expiresInFlag, serverAuth } from "./signingKey.ts"

const lifetime = expiresInFlag("1h", "Lifetime", "90s, 30m, 1h or 7d")

/** `token`. */
export const tokenCommand = Command.make(
  "token",
  { user: userIdFlag, expiresIn: lifetime, json: jsonFlag },
  ({ expiresIn, json, user }) =>
    Effect.gen(function* () {
      const { auth } = yield* serverAuth
      if (auth.key._tag !== "Secret") {
        const variable = auth.key._tag === "Jwks" ? "ELABEL_JWKS_URL" : "ELABEL_JWT_PUBLIC_KEY"
        return yield* new CliFailure({
          message:
            `the server verifies tokens of an external identity provider (${variable} is set), ` +
            "so the CLI holds no key to sign tokens it accepts: get tokens from that provider"
        })
      }
      const token = yield* issueToken({
        userId: user,
        expiresIn,
        secret: auth.key.secret,
        ...Option.match(Option.fromUndefinedOr(auth.issuer), { onNone: () => ({}), onSome: (issuer) => ({ issuer }) }),
        ...Option.match(Option.fromUndefinedOr(auth.audience), {
          onNone: () => ({}),
          onSome: (audience) => ({ audience })
        })
      })
      yield* json ? printJson({ token }) : Console.log(token)
    })
).pipe(Command.withDescription("Print a bearer token for a user, signed with the server's key"))
