/**
 * Which addresses a webhook may be sent to: public ones only. Loopback,
 * private, link-local (cloud metadata at 169.254.169.254 among them),
 * carrier-grade NAT, multicast, reserved and unspecified addresses are
 * refused, in IPv4 and IPv6 (with IPv4-mapped IPv6 read as IPv4), so a
 * webhook cannot reach the service's own network (SSRF). Pure: the HTTP
 * adapter resolves names and asks this for every address.
 */

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
]

const v4Number = (address: string): number | undefined => {
  const parts = address.split(".")
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0)
}

const inV4Range = (value: number, [base, bits]: readonly [string, number]): boolean => {
  const size = 2 ** (32 - bits)
  const start = v4Number(base) ?? 0
  return value >= start && value < start + size
}

/** The 8 groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail converted), or undefined. */
const v6Groups = (address: string): Array<number> | undefined => {
  let text = address.toLowerCase()
  const zone = text.indexOf("%")
  if (zone !== -1) text = text.slice(0, zone)
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail?.[1] !== undefined) {
    const v4 = v4Number(tail[1])
    if (v4 === undefined) return undefined
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = text.split("::")
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part === "" ? [] : part.split(":"))
  const head = parse(halves[0] ?? "")
  const rest = halves.length === 2 ? parse(halves[1] ?? "") : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest]
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => Number.parseInt(group, 16))
}

const isPublicV6 = (groups: ReadonlyArray<number>): boolean => {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judge the IPv4 address.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) {
    if (g5 === 0 && g6 === 0 && g7 <= 1) return false // :: and ::1
    return isPublicV4(g6 * 65536 + g7)
  }
  if ((g0 & 0xfe00) === 0xfc00) return false // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return false // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return false // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return false // multicast
  if (g0 === 0x64 && g1 === 0xff9b) return false // 64:ff9b::/96 NAT64 can reach IPv4 private space
  if (g0 === 0x2001 && g1 === 0x0db8) return false // documentation
  if (g0 === 0x2002) return false // 6to4 embeds any IPv4 address
  if (g0 === 0x2001 && g1 === 0) return false // Teredo
  return (g0 & 0xe000) === 0x2000 // only global unicast 2000::/3
}

const isPublicV4 = (value: number): boolean => !BLOCKED_V4.some((range) => inV4Range(value, range))

/** Whether `address` (an IPv4 or IPv6 literal) is a public internet address; anything unparsable is not. */
export const isPublicAddress = (address: string): boolean => {
  const v4 = v4Number(address)
  if (v4 !== undefined) return isPublicV4(v4)
  const v6 = v6Groups(address)
  return v6 !== undefined && isPublicV6(v6)
}

/** Whether a URL host is an IP literal (IPv6 in brackets); answers the bare address. */
export const ipLiteralOf = (hostname: string): string | undefined => {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname
  return v4Number(bare) !== undefined || v6Groups(bare) !== undefined ? bare : undefined
}

/**
 * What is wrong with a webhook URL without resolving it, or undefined: it
 * must be `https`, carry no credentials, and not name a non-public IP
 * literal or a local name (`localhost`, `*.localhost`, `*.local`,
 * `*.internal`). `allowPrivate` (development and tests) lifts all but the
 * credentials rule.
 */
export const staticUrlProblem = (raw: string, allowPrivate: boolean): string | undefined => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return "expected an absolute URL"
  }
  if (url.username !== "" || url.password !== "") return "a webhook URL must not carry credentials"
  if (allowPrivate) return url.protocol === "https:" || url.protocol === "http:" ? undefined : "expected http(s)"
  if (url.protocol !== "https:") return "a webhook URL must use https"
  const host = url.hostname.toLowerCase().replace(/\.$/, "")
  const literal = ipLiteralOf(host)
  if (literal !== undefined) return isPublicAddress(literal) ? undefined : "the address is not a public one"
  if (host === "localhost" || /\.(localhost|local|internal)$/.test(host) || !host.includes(".")) {
    return "the host is not a public name"
  }
  return undefined
}
