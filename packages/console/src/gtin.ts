/** The GS1 check digit of a GTIN's other digits (mod 10, weights 3 and 1 from the right). */
export const gtinCheckDigit = (body: string): number => {
  let sum = 0
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index])
    sum += index % 2 === 0 ? digit * 3 : digit
  }
  return (10 - (sum % 10)) % 10
}

/** What is wrong with a GTIN as typed: its length, or its check digit (the right one); undefined when it is right. */
export const gtinProblem = (
  gtin: string
): { readonly kind: "length" } | { readonly kind: "check"; readonly digit: number } | undefined => {
  if (gtin === "") return undefined
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return { kind: "length" }
  const digit = gtinCheckDigit(gtin.slice(0, -1))
  return digit === Number(gtin.at(-1)) ? undefined : { kind: "check", digit }
}
