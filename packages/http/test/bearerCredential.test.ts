/**
 * The credential of an `Authorization` header, read as the framework's bearer
 * security reads it, whichever headers came before: the last header read is
 * remembered (the quota gate and the route read each request's), and a
 * different one is read afresh.
 */
import { describe, expect, it } from "vitest"
import { bearerCredential } from "../src/handlers/AuthorizationLive.ts"

describe("bearerCredential", () => {
  it("reads the scheme in any case and skips the spaces after it; anything else has none", () => {
    expect(bearerCredential("Bearer abc.def")).toBe("abc.def")
    expect(bearerCredential("bearer   abc.def")).toBe("abc.def")
    expect(bearerCredential("BEARER xyz")).toBe("xyz")
    expect(bearerCredential("Basic dXNlcjpwYXNz")).toBe("")
    expect(bearerCredential("Bearer")).toBe("")
    expect(bearerCredential("Bearerabc")).toBe("")
    expect(bearerCredential(undefined)).toBe("")
    expect(bearerCredential("")).toBe("")
  })

  it("answers each header's own credential when headers alternate or repeat", () => {
    const first = ["Bearer", "one"].join(" ")
    const second = ["Bearer", "two"].join(" ")
    const sequence = [first, first, second, first, "Basic x", second, second, `${first}`]
    expect(sequence.map(bearerCredential)).toEqual(["one", "one", "two", "one", "", "two", "two", "one"])
  })
})
