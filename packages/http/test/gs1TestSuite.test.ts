/**
 * GS1's own resolver test suite (`gs1/GS1DL-resolver-testsuite`, script
 * `GS1DigitalLinkResolverTestSuite.js` at commit
 * e3485a5b78bee1efa4e8bc4e0dfd140472d718df, unchanged) run in headless
 * Chromium against the whole server on a socket, for the published wine's
 * Digital Link (`support/gs1SuiteHarness.ts`). It passes with no critical
 * issue (a valid linkset, a valid resolver description file) and every
 * check it makes passes, except those this file names with the reason.
 */
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Chromium, ChromiumLive, describeInChromium } from "./support/chromium.ts"
import { GTIN, GTIN14 } from "./support/gs1Resolver.ts"
import { runGs1Suite, SUITE_COMMIT } from "./support/gs1SuiteHarness.ts"
import { gs1Wine } from "./support/gs1Wine.ts"
import { origin, referenceSocketApp } from "./support/socket.ts"

/** The resolver's public address: HTTPS with a dotted host, as the suite requires of a Digital Link. */
const RESOLVER = "https://resolver.elabel.test"

const ServerLive = referenceSocketApp(RESOLVER)

/**
 * Every check the suite makes of this Digital Link, by the id its script gives it, with the function of
 * `GS1DigitalLinkResolverTestSuite.js` (gs1/GS1DL-resolver-testsuite@e3485a5) that makes it.
 */
const CHECKS: ReadonlyArray<readonly [id: string, madeBy: string]> = [
  ["isURL", "testDL"],
  ["validDL", "testDL (with GS1DigitalLinkToolkit.js)"],
  ["isHttps", "testDL"],
  ["plausibleDL", "testDL"],
  ["basicWalkUp", "basicWalkUpTheTree"],
  ["tlsOK", "TLSCheck"],
  ["rdFile", "rdFileCheck (critical: the description file validates against GS1's schema)"],
  ["httpVersion", "checkHttpVersion"],
  ["corsCheck", "headerBasedChecks (OPTIONS)"],
  ["linkOnRedirect", "headerBasedChecks (the Link rel=linkset on the OPTIONS answer)"],
  ["legacyLinkHeaders", "headerBasedChecks"],
  ["methodsCheck", "headerBasedChecks"],
  ["reportWith400", "errorCodeChecks"],
  ["noErrorWith200", "errorCodeChecks"],
  ["trailingSlash", "trailingSlashCheck"],
  ["qsPassedOn", "testQuery"],
  ["ltLinksetNoRedirect", "linkTypeIslinkset"],
  ["ltAcceptHeader", "ltWithAcceptHeader"],
  ["validLinkset", "fetchAndValidateTheLinkset (critical: the linkset validates against GS1's schema)"],
  ["linksetJsonldCheck", "fetchAndValidateTheLinkset"],
  ["declaredContentType", "fetchAndValidateTheLinkset"],
  ["defaultLinkExists", "linksetTests"],
  ["singleDefaulLink", "linksetTests"],
  ["defaultTarget", "testDefaultLink"],
  ...[0, 1, 2, 3].map((i) => [`loForgs1pip${i}`, "testMultipleLinks"] as const),
  ...["ingredientsInfo", "allergenInfo", "nutritionalInfo", "sustainabilityInfo"].flatMap((type) =>
    [0, 1, 2].map((i) => [`loForgs1${type}${i}`, "testMultipleLinks"] as const)
  ),
  ["linkTypesDefined", "linksetTests (against the vocabulary's link types)"],
  ["specificLinkTypeNotFound", "testFor404"]
]

/**
 * The checks the suite fails though the resolver redirects right: links into a section of the page
 * (`…?lang=en#ingredients`). The resolver passes the request's query on, `linkType` included (Resolver
 * 1.2: "SHALL pass on all key=value pairs"), before the link's fragment; the suite's `stripLinkType` cuts the
 * Location at `&linkType=`, dropping the fragment, and compares it with the link. Each is checked here instead.
 */
const SECTION_LINK = /^loForgs1(ingredientsInfo|allergenInfo|nutritionalInfo|sustainabilityInfo)\d$/

const SUITE = `GS1's resolver test suite (gs1/GS1DL-resolver-testsuite@${SUITE_COMMIT.slice(0, 7)}) in headless Chromium`

describeInChromium(SUITE, () =>
  layer(Layer.merge(ServerLive, ChromiumLive), { excludeTestServices: true, timeout: "120 seconds" })(SUITE, (it) => {
    it.effect(
      "passes with no critical issue; every check passes but the section links its comparison cannot read",
      () =>
        Effect.gen(function* () {
          const port = Number(new URL(yield* origin).port)
          yield* gs1Wine({ gtin: GTIN })
          const browser = yield* Chromium
          const dl = `${RESOLVER}/01/${GTIN14}`
          const run = yield* Effect.promise(() => runGs1Suite(browser, { host: new URL(RESOLVER).hostname, port }, dl))
          assert.deepStrictEqual(run.refused, [], "every request the suite made was answered")
          assert.strictEqual(run.report, "", "no critical issue (the suite's overall report names them)")
          assert.deepStrictEqual(
            run.results.map((result) => result.id).sort(),
            CHECKS.map(([id]) => id).sort(),
            "the suite made every check"
          )
          for (const result of run.results) {
            const context = `${result.id} (${CHECKS.find(([id]) => id === result.id)?.[1]}): ${result.msg}`
            if (!SECTION_LINK.test(result.id)) {
              assert.strictEqual(result.status, "pass", context)
              continue
            }
            assert.strictEqual(result.status, "fail", context)
            const [, type, href, lang] =
              /linkType of (gs1:\w+) .* redirect to (\S+) type: text\/html hreflang: (\w+)$/.exec(result.msg) ?? []
            const answer = yield* Effect.promise(() =>
              fetch(`http://127.0.0.1:${port}/01/${GTIN14}?linkType=${type}`, {
                headers: { accept: "text/html", "accept-language": lang ?? "" },
                redirect: "manual"
              })
            )
            const [page, fragment] = (href ?? "").split("#")
            assert.strictEqual(answer.status, 307, context)
            assert.strictEqual(answer.headers.get("location"), `${page}&linkType=${type}#${fragment}`, context)
          }
        }),
      120_000
    )
  })
)
