/**
 * The console's sign-in on a real socket (ADR 0051): a signed link works
 * once and within its lifetime and becomes a session cookie (HttpOnly,
 * SameSite=Strict, Secure behind https); the API accepts the cookie for
 * reads, and for writes only with the session's CSRF token; sign-out ends
 * the session; a foreign or expired link opens nothing.
 */
import { assert, layer } from "@effect/vitest"
import { UserId, WorkspaceAdmin } from "@elabel/domain"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { SignInKey, signInToken } from "../../src/auth/ConsoleSessions.ts"
import { SocketAppLive } from "../support/socket.ts"
import { TEST_SECRET } from "../support/tokens.ts"

const OWNER = UserId.make("console-owner")

const call = (url: string, init: RequestInit = {}) =>
  Effect.promise(async () => {
    const response = await fetch(url, { redirect: "manual", ...init })
    return { status: response.status, headers: response.headers, text: await response.text() }
  })

const signIn = (origin: string, token: string, headers: Record<string, string> = {}) =>
  call(`${origin}/console/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ token }).toString()
  })

const cookieOf = (setCookie: string | null): string => (setCookie ?? "").split(";")[0] ?? ""

layer(Layer.provideMerge(SocketAppLive, Layer.succeed(SignInKey)(TEST_SECRET)), {
  excludeTestServices: true,
  timeout: "60 seconds"
})("console sign-in", (it) => {
  it.effect(
    "a link opens one session; the API takes its cookie, writes only with the CSRF token; sign-out ends it",
    () =>
      Effect.gen(function* () {
        const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
        yield* WorkspaceAdmin.use((admin) => admin.create({ name: "Cookie Winery", plan: "premium", owner: OWNER }))
        const token = signInToken(TEST_SECRET, OWNER, new Date())

        const form = yield* call(`${origin}/console/sign-in?token=${encodeURIComponent(token)}`)
        assert.strictEqual(form.status, 200)
        assert.include(form.text, '<button type="submit">Sign in</button>')
        assert.include(form.headers.get("content-security-policy") ?? "", "form-action 'self'")

        const opened = yield* signIn(origin, token)
        assert.strictEqual(opened.status, 303)
        assert.strictEqual(opened.headers.get("location"), "/console/")
        const setCookie = opened.headers.get("set-cookie") ?? ""
        assert.match(setCookie, /^elabel_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/)
        const cookie = cookieOf(setCookie)

        assert.strictEqual((yield* signIn(origin, token)).status, 400, "a link works once")

        const session = yield* call(`${origin}/console/session`, { headers: { cookie } })
        assert.strictEqual(session.status, 200)
        const { user_id, csrf_token } = JSON.parse(session.text) as { user_id: string; csrf_token: string }
        assert.strictEqual(user_id, OWNER)

        const workspaces = yield* call(`${origin}/v1/workspaces`, { headers: { cookie } })
        assert.strictEqual(workspaces.status, 200)
        const [workspace] = (JSON.parse(workspaces.text) as { items: Array<{ id: string }> }).items
        const create = (headers: Record<string, string>) =>
          call(`${origin}/v1/brands`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json", ...headers },
            body: JSON.stringify({ workspace_id: workspace?.id, name: "Weingut Cookie" })
          })
        const refused = yield* create({})
        assert.strictEqual(refused.status, 401)
        assert.include(refused.text, "x-csrf-token")
        assert.strictEqual((yield* create({ "x-csrf-token": "forged" })).status, 401)
        const created = yield* create({ "x-csrf-token": csrf_token })
        assert.strictEqual(created.status, 201, created.text)

        assert.strictEqual(
          (yield* call(`${origin}/console/sign-out`, { method: "POST", headers: { cookie } })).status,
          401,
          "sign-out needs the CSRF token too"
        )
        const out = yield* call(`${origin}/console/sign-out`, {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrf_token }
        })
        assert.strictEqual(out.status, 204)
        assert.include(out.headers.get("set-cookie") ?? "", "Max-Age=0")
        assert.strictEqual((yield* call(`${origin}/v1/workspaces`, { headers: { cookie } })).status, 401)
        assert.strictEqual((yield* call(`${origin}/console/session`, { headers: { cookie } })).status, 401)
      })
  )

  it.effect("an expired, foreign or mangled link opens nothing; behind https the cookie is Secure", () =>
    Effect.gen(function* () {
      const origin = HttpServer.formatAddress((yield* HttpServer.HttpServer).address)
      const expired = signInToken(TEST_SECRET, OWNER, new Date(Date.now() - 3_600_000), 60_000)
      const foreign = signInToken("another-secret-of-at-least-32-bytes-long", OWNER, new Date())
      const good = signInToken(TEST_SECRET, OWNER, new Date())
      for (const token of [expired, foreign, `${good}x`, "", "a.b.c"]) {
        const answer = yield* signIn(origin, token)
        assert.strictEqual(answer.status, 400, token)
        assert.isNull(answer.headers.get("set-cookie"))
      }
      const secure = yield* signIn(origin, good, { "x-forwarded-proto": "https" })
      assert.strictEqual(secure.status, 303)
      assert.match(secure.headers.get("set-cookie") ?? "", /; Secure$/)
      const bearerFirst = yield* call(`${origin}/v1/workspaces`, {
        headers: { cookie: cookieOf(secure.headers.get("set-cookie")), authorization: "Bearer not-a-token" }
      })
      assert.strictEqual(bearerFirst.status, 401, "an Authorization header is what counts when both are sent")
    })
  )
})
