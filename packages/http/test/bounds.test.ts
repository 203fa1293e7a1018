/**
 * Request bodies are strict and bounded, checked on both sides of every
 * bound: text length in code points, names, array sizes, quantities,
 * percentages, strict keys, nulls, URLs, dates, list limits and the 1 MiB
 * body. Every refusal is a 400 naming the failing path and changes nothing.
 */
import { assert, describe, it } from "@effect/vitest"
import { Formats } from "@elabel/domain"
import { users } from "@elabel/testkit"
import { Effect } from "effect"
import { MAX_BODY_BYTES } from "../src/protocol/BodyLimit.ts"
import { AppWireLive } from "./support/appWire.ts"
import { accepts, bound, expectProblem, refuses } from "./support/bodyChecks.ts"
import {
  brandCreate,
  brandPatch,
  childListPut,
  childLists,
  childrenOf,
  duplicate,
  formatCreate,
  formatPatch,
  labelCreate,
  labelPatch,
  outputOnlyKeys,
  qrCreate,
  qrPatch,
  seedBounds,
  sendTo,
  strictTargets,
  translationPut,
  view
} from "./support/bodyTargets.ts"
import { call, WireLive } from "./support/wire.ts"

type Fields = Readonly<Record<string, unknown>>

describe("strings: at most 2000 code points", () => {
  const targets = [
    [labelPatch, "notes"],
    [brandPatch, "imprint"],
    [qrCreate, "notes"],
    [translationPut, "description"],
    [formatCreate, "internal_reference"]
  ] as const
  // A grape emoji is one code point but two UTF-16 units: 2000 of them are 4000 units and still fit.
  for (const [target, key] of targets) {
    for (const [alphabet, char] of [
      ["ASCII", "a"],
      ["emoji", "🍇"]
    ] as const) {
      const at = (n: number) => char.repeat(n)
      accepts(`${key} of 2000 ${alphabet}`, target, { [key]: at(2000) }, (s) => assert.strictEqual(s[key], at(2000)))
      refuses(`${key} of 2001 ${alphabet}`, target, { [key]: at(2001) }, key)
    }
  }
})

describe("names: 1 character at least", () => {
  for (const target of [labelPatch, brandPatch, labelCreate, brandCreate, duplicate]) {
    accepts("name of 1 character", target, { name: "x" }, (s) => assert.strictEqual(s.name, "x"))
    refuses('name ""', target, { name: "" }, "name")
  }
})

describe("arrays: at most 200 items", () => {
  for (const list of childLists) {
    it.effect(`PUT /v1/labels/:id/${list.path}: 200 rows accepted, 201 refused`, () =>
      Effect.gen(function* () {
        const f = yield* seedBounds
        const full = yield* sendTo(childListPut(list, 200), f, {})
        assert.strictEqual(full.status, 200, full.text)
        const stored = yield* childrenOf(f)
        assert.lengthOf(stored[list.list], 200)
        yield* expectProblem(yield* sendTo(childListPut(list, 201), f, {}), 400, "invalid-body")
        assert.deepStrictEqual(yield* childrenOf(f), stored)
      }).pipe(Effect.provide(WireLive))
    )
  }
  const formats = (n: number) => Array.from({ length: n }, () => ({ quantity: 750 }))
  accepts("200 formats", duplicate, { formats: formats(200) }, (s) => assert.lengthOf(s.formats as Array<unknown>, 200))
  refuses("201 formats", duplicate, { formats: formats(201) }, "formats")
  it.effect("POST /v1/labels/:id/formats: the 200th format accepted, the 201st refused with 409", () =>
    Effect.gen(function* () {
      const f = yield* seedBounds
      const add = Formats.use((service) => service.add(users.owner, f.label.id, { quantity: 750 }))
      yield* Effect.orDie(Effect.repeat(add, { times: 197 }))
      const path = `/v1/labels/${f.label.id}`
      assert.strictEqual((yield* sendTo(formatCreate, f, {})).status, 201)
      const full = yield* view(path)
      assert.lengthOf(full.json.formats as Array<unknown>, 200)
      yield* expectProblem(yield* sendTo(formatCreate, f, {}), 409, "conflict")
      // Before the bound, the 201st format made the label and every label list answer 500.
      assert.deepStrictEqual(yield* view(path), full)
      assert.strictEqual((yield* call("GET", "/v1/labels", { as: users.owner })).status, 200)
    }).pipe(Effect.provide(WireLive))
  )
})

describe("numbers: quantity 1 to 100000 millilitres, percentages 0 to 100", () => {
  for (const target of [formatCreate, formatPatch, labelPatch])
    bound(target, "quantity", [1, 100_000], [0, 100_001, 1.5])
  bound(labelPatch, "alcohol", [0, 100], [-0.1, 100.1])
  const grapes = childListPut(childLists[0]!)
  bound(grapes, "percentage", [0, 100], [-0.1, 100.1], "[0].percentage")
})

describe("strict keys: unknown and output-only keys are named", () => {
  for (const [target, keys] of strictTargets) {
    for (const key of [...keys, "colour"]) {
      refuses(
        `${key === "colour" ? "unknown" : "output-only"} key ${key}`,
        target,
        { [key]: outputOnlyKeys[key] ?? "red" },
        key
      )
    }
  }
  refuses("a row id", childListPut(childLists[1]!), { id: outputOnlyKeys.id }, "[0].id")
})

describe("null only where a field is nullable", () => {
  for (const key of ["name", "is_non_vintage", "is_archived"]) refuses(`null ${key}`, labelPatch, { [key]: null }, key)
  for (const key of ["name", "is_primary_brand"]) refuses(`null ${key}`, brandPatch, { [key]: null }, key)
  refuses("null url", qrPatch, { url: null }, "url")
  accepts("null vintage", labelPatch, { vintage: null }, (s) => assert.isNull(s.vintage))
})

describe("URLs: absolute http(s) only", () => {
  const targets = [
    [labelPatch, "marketing_link_href"],
    [brandPatch, "website"],
    [qrCreate, "url"],
    [qrPatch, "ios_url"],
    [formatCreate, "shop_url"],
    [formatPatch, "shop_url"]
  ] as const
  const bad = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "/wine/riesling", "//evil.example/x"]
  for (const [target, key] of targets) bound(target, key, ["https://example.com/wine?x=1", "http://example.com/"], bad)
})

describe("dates: available_from is YYYY-MM-DD, expires_at has an offset", () => {
  const badDates = ["2026-3-1", "01.03.2026", "2026-03-01T00:00:00Z", "2026-02-30", "0000-01-01"]
  for (const target of [formatCreate, formatPatch]) bound(target, "available_from", ["2026-03-01"], badDates)
  // A date-time that does not exist is refused, not rolled over (PostgreSQL cannot read the first three).
  const impossible = ["2026-02-30T00:00:00Z", "0000-01-01T00:00:00Z", "2026-01-01T00:00:00+16:00"]
  const badTimes = [...impossible, "2026-01-01T24:00:00Z", "2026-12-31T23:59:60Z", "2026-12-31T23:59:59", "tomorrow"]
  for (const target of [qrCreate, qrPatch]) {
    bound(target, "expires_at", [], badTimes)
    for (const at of ["2026-12-31T23:59:59Z", "2026-12-31T23:59:59.500+02:00"]) {
      // Stored as the same instant, whichever offset it was sent in.
      accepts(`expires_at ${JSON.stringify(at)}`, target, { expires_at: at }, (s) =>
        assert.strictEqual(Date.parse(String(s.expires_at)), Date.parse(at))
      )
    }
  }
})

describe("list limits", () => {
  const lists = [
    ["/v1/workspaces", 100],
    ["/v1/labels", 100],
    ["/v1/brands", 100],
    ["/v1/marketing-qr-codes", 100],
    ["/v1/catalog/ingredients", 1000],
    ["/v1/catalog/closure-types", 1000],
    ["/v1/catalog/grape-varieties", 1000],
    ["/v1/catalog/ingredient-categories", 1000],
    ["/v1/catalog/materials", 1000],
    ["/v1/catalog/countries", 1000],
    ["/v1/catalog/certifications", 1000],
    ["/v1/catalog/production-methods", 1000]
  ] as const
  for (const [path, max] of lists) {
    it.effect(`GET ${path}: limit 1 and ${max} accepted, 0 and ${max + 1} refused`, () =>
      Effect.gen(function* () {
        yield* seedBounds
        for (const limit of [1, max]) {
          const page = yield* call("GET", `${path}?limit=${limit}`, { as: users.owner })
          assert.deepStrictEqual([page.status, (page.json as Fields).limit], [200, limit], page.text)
        }
        for (const limit of [0, max + 1]) {
          const paths = yield* expectProblem(
            yield* call("GET", `${path}?limit=${limit}`, { as: users.owner }),
            400,
            "invalid-query"
          )
          assert.deepStrictEqual(paths, ["limit"])
        }
      }).pipe(Effect.provide(WireLive))
    )
  }

  // Issue 33 item 6: a refused offset names its real bounds, also when it is too long for the digits' pattern.
  it.effect("offset 0 to 999999999999999 accepted; a refusal names those bounds, for every way to miss them", () =>
    Effect.gen(function* () {
      yield* seedBounds
      for (const offset of ["0", "999999999999999"]) {
        const page = yield* call("GET", `/v1/labels?offset=${offset}`, { as: users.owner })
        assert.strictEqual(page.status, 200, page.text)
      }
      for (const offset of ["-1", "1.5", "01", "abc", "1000000000000000", "99999999999999999999"]) {
        const answer = yield* call("GET", `/v1/labels?offset=${offset}`, { as: users.owner })
        assert.deepStrictEqual(yield* expectProblem(answer, 400, "invalid-query"), ["offset"])
        const { errors } = answer.json as { errors: ReadonlyArray<{ message: string }> }
        assert.include(errors[0]?.message, "from 0 to 999999999999999", offset)
      }
      const limit = yield* call("GET", "/v1/labels?limit=1000000000000000", { as: users.owner })
      const { errors } = limit.json as { errors: ReadonlyArray<{ message: string }> }
      assert.include(errors[0]?.message, "from 1 to 100")
    }).pipe(Effect.provide(WireLive))
  )
})

describe("body size: 1 MiB (server shell)", () => {
  /** `{"name":…}` padded with JSON whitespace to exactly `bytes` bytes. */
  const padded = (name: string, bytes: number) => {
    const json = JSON.stringify({ name })
    return json + " ".repeat(bytes - json.length)
  }
  for (const declared of [true, false]) {
    it.effect(`exactly 1 MiB accepted, 1 MiB + 1 refused with 413 (${declared ? "declared" : "streamed"} length)`, () =>
      Effect.gen(function* () {
        const f = yield* seedBounds
        const path = `/v1/labels/${f.label.id}`
        const send = (name: string, bytes: number) =>
          call("PATCH", path, {
            as: users.owner,
            rawBody: padded(name, bytes),
            ...(declared ? { headers: { "content-length": String(bytes) } } : {})
          })
        const fits = yield* send("Fits", MAX_BODY_BYTES)
        assert.strictEqual(fits.status, 200, fits.text)
        const before = yield* view(path)
        assert.strictEqual(before.json.name, "Fits")
        yield* expectProblem(yield* send("Too big", MAX_BODY_BYTES + 1), 413, "payload-too-large")
        assert.deepStrictEqual(yield* view(path), before)
      }).pipe(Effect.provide(AppWireLive))
    )
  }
})
