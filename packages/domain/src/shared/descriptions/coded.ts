/**
 * The description of a coded field (`CodedValues.ts`): what it means, its
 * codes and an example that is one of them, and what becomes of any other
 * string (ADR 0016).
 */

/** "What: one of the codes `a`, `b` (…), e.g. `a`; …", shared by every coded field. */
export const coded = <C extends string>(what: string, codes: ReadonlyArray<C>, example: NoInfer<C>): string =>
  `${what}. One of the codes ${codes.map((code) => `\`${code}\``).join(", ")} (listed in the field's first alternative, a \`…Code\` schema), e.g. ` +
  `\`${example}\`; the e-label page shows a code in the visitor's language. Any other string is accepted and ` +
  "shown as written, and the compliance report warns about it (`uncoded-value`)."
