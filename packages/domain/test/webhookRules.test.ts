/** Where webhooks may go (public addresses only) and what an attempt's answer means (the retry schedule). */
import { assert, describe, it } from "@effect/vitest"
import { WebhookAddress, WebhookDelivery } from "@elabel/domain"

describe("webhook addresses", () => {
  it("refuses loopback, private, link-local, metadata, CGNAT, multicast and reserved addresses, v4 and v6", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fe80::1",
      "fd00:ec2::254",
      "fc00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
      "not an address"
    ]) {
      assert.isFalse(WebhookAddress.isPublicAddress(address), address)
    }
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8"
    ]) {
      assert.isTrue(WebhookAddress.isPublicAddress(address), address)
    }
  })

  it("a URL must be https without credentials and not name a local host; the private allowance lifts that", () => {
    assert.isUndefined(WebhookAddress.staticUrlProblem("https://erp.example.com/hook", false))
    assert.isUndefined(WebhookAddress.staticUrlProblem("https://8.8.8.8/hook", false))
    for (const url of [
      "http://erp.example.com/hook",
      "https://[::1]:8443/hook",
      "https://192.168.0.10/hook",
      "https://localhost/hook",
      "https://printer.local/hook",
      "https://metadata.google.internal/x",
      "https://intranet/hook",
      "https://a:b@erp.example.com/hook"
    ]) {
      assert.isDefined(WebhookAddress.staticUrlProblem(url, false), url)
    }
    assert.isUndefined(WebhookAddress.staticUrlProblem("http://127.0.0.1:4000/hook", true))
    assert.isDefined(WebhookAddress.staticUrlProblem("https://a:b@127.0.0.1/hook", true))
  })
})

describe("delivery outcomes", () => {
  const at = Date.parse("2026-03-01T00:00:00.000Z")
  const failed = { response_code: 500, duration_ms: 3, error: null }

  it("2xx delivers; 410 gives up at once; other answers retry on the schedule, then give up", () => {
    assert.deepStrictEqual(WebhookDelivery.outcomeOf(1, { ...failed, response_code: 204 }, at), {
      status: "delivered",
      next_attempt_at: null,
      endpoint: "succeeded"
    })
    assert.deepInclude(WebhookDelivery.outcomeOf(3, { ...failed, response_code: 410 }, at), {
      status: "failed",
      endpoint: "gone"
    })
    assert.deepInclude(WebhookDelivery.outcomeOf(1, { ...failed, response_code: 301 }, at), { status: "pending" })
    let total = 0
    for (let attempts = 1; attempts < WebhookDelivery.MAX_ATTEMPTS; attempts++) {
      const delay = WebhookDelivery.RETRY_DELAYS_SECONDS[attempts - 1] ?? 0
      const outcome = WebhookDelivery.outcomeOf(attempts, { response_code: null, duration_ms: 0, error: "reset" }, at)
      const wait = Date.parse(outcome.next_attempt_at ?? "") - at
      assert.isAtLeast(wait, delay * 1000)
      assert.isAtMost(wait, delay * 1100)
      total += delay
    }
    assert.isAtLeast(total, 24 * 3600)
    assert.deepStrictEqual(WebhookDelivery.outcomeOf(WebhookDelivery.MAX_ATTEMPTS, failed, at), {
      status: "failed",
      next_attempt_at: null,
      endpoint: "exhausted"
    })
  })
})
