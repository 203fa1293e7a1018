/**
 * Whether the authority of a URL as sent (user info, host, port) is the one
 * a WHATWG parser, and so every browser and redirect, takes it to be. The
 * parser maps some characters to others before it resolves a host (U+3002
 * IDEOGRAPHIC FULL STOP and fullwidth letters to ASCII, `%2E` to a dot,
 * `0x7f.1` to `127.0.0.1`), so `https://shop.example。evil.example/` goes to
 * `shop.example.evil.example`. The host must read the same once parsed,
 * with two exceptions that change nothing: case (hosts are case-insensitive)
 * and an international name, which the parser spells in Punycode
 * (`bücher.example` is `xn--bcher-kva.example`). Any user info is refused,
 * even an empty one (`https://@evil.example/`).
 */

const DEFAULT_PORTS: Readonly<Record<string, string>> = { "http:": "80", "https:": "443" }

// RFC 3492 parameters of Punycode.
const BASE = 36
const T_MIN = 1
const T_MAX = 26
const SKEW = 38
const DAMP = 700
const INITIAL_BIAS = 72
const INITIAL_N = 128

const adapt = (delta: number, points: number, first: boolean): number => {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1
  d += Math.floor(d / points)
  let k = 0
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN))
    k += BASE
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW))
}

const digitOf = (code: number): number =>
  code >= 48 && code <= 57 ? code - 22 : code >= 97 && code <= 122 ? code - 97 : BASE

/** The Unicode form of a Punycode label (without `xn--`); undefined when it is not valid Punycode. */
const decodeLabel = (label: string): string | undefined => {
  const output: Array<number> = []
  const basic = label.lastIndexOf("-")
  for (let j = 0; j < Math.max(basic, 0); j++) output.push(label.charCodeAt(j))
  let n = INITIAL_N
  let bias = INITIAL_BIAS
  let i = 0
  for (let at = basic > 0 ? basic + 1 : 0; at < label.length; ) {
    const before = i
    let weight = 1
    for (let k = BASE; ; k += BASE) {
      if (at >= label.length) return undefined
      const digit = digitOf(label.charCodeAt(at++))
      if (digit >= BASE) return undefined
      i += digit * weight
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias
      if (digit < t) break
      weight *= BASE - t
    }
    const length = output.length + 1
    bias = adapt(i - before, length, before === 0)
    n += Math.floor(i / length)
    i %= length
    if (n > 0x10ffff) return undefined
    output.splice(i++, 0, n)
  }
  return String.fromCodePoint(...output)
}

/** A parsed host (ASCII, lower case) in Unicode: its `xn--` labels decoded. */
const unicodeHost = (host: string): string | undefined => {
  const labels: Array<string> = []
  for (const label of host.split(".")) {
    const decoded = label.startsWith("xn--") ? decodeLabel(label.slice(4)) : label
    if (decoded === undefined) return undefined
    labels.push(decoded)
  }
  return labels.join(".")
}

/** The authority of `sent` (an `http(s)://` URL without backslashes): up to the first `/`, `?` or `#`. */
const authorityOf = (sent: string): string => {
  const rest = sent.slice(sent.indexOf("//") + 2)
  const end = rest.search(/[/?#]/)
  return end < 0 ? rest : rest.slice(0, end)
}

/** Why the authority of `sent` is not where its parse `url` goes, or undefined when it is. */
export const authorityProblem = (sent: string, url: URL): string | undefined => {
  const authority = authorityOf(sent)
  if (authority.includes("@")) return "expected a URL without user name or password"
  const colon = authority.startsWith("[") ? authority.indexOf(":", authority.indexOf("]")) : authority.indexOf(":")
  const host = (colon < 0 ? authority : authority.slice(0, colon)).toLowerCase()
  if (host !== url.hostname && host !== unicodeHost(url.hostname)) {
    return `expected a host that is what it shows: it resolves as ${url.hostname}`
  }
  const port = colon < 0 ? undefined : authority.slice(colon + 1)
  if (port !== undefined && port !== (url.port || DEFAULT_PORTS[url.protocol])) {
    return "expected the port as plain digits"
  }
  return undefined
}
