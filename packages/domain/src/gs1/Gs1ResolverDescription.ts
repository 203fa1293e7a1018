/**
 * The resolver description file served at `/.well-known/gs1resolver`
 * (GS1-Conformant Resolver 1.2, §3 and conformance statement: "SHALL
 * provide a resolver description file"; the supported primary keys SHALL be
 * declared in it), in the shape of the standard's JSON schema
 * `https://ref.gs1.org/standards/resolver/1.2.0/description-file-schema`.
 */
import { GS1_LINKSET_CONTEXT, GS1_VOCABULARY } from "./Gs1LinkTypes.ts"

/** The description file of this resolver. */
export interface Gs1ResolverDescription {
  readonly name: string
  readonly resolverRoot: string
  readonly supportedPrimaryKeys: ReadonlyArray<string>
  readonly supportedLinkType: ReadonlyArray<{ readonly namespace: string; readonly prefix: string }>
  readonly linkTypeDefaultCanBeLinkset: boolean
  readonly jsonLdContextLocation: string
}

/** The description of the resolver answering under `baseUrl`: GTINs only, GS1 link types, never a linkset by default. */
export const resolverDescription = (baseUrl: string): Gs1ResolverDescription => ({
  name: "elabel e-label resolver",
  resolverRoot: baseUrl.replace(/\/+$/, ""),
  supportedPrimaryKeys: ["01"],
  supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: "gs1:" }],
  linkTypeDefaultCanBeLinkset: false,
  jsonLdContextLocation: GS1_LINKSET_CONTEXT
})
