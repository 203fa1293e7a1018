/**
 * The GS1-Conformant resolver, pure parts: decompressing and reading a Digital Link request,
 * the link types served, the links of a published e-label, the answer to a
 * request, its linkset and the resolver description file.
 */
export * from "./CompressedDigitalLink.ts"
export * from "./DigitalLinkPath.ts"
export * from "./Gs1Answer.ts"
export * from "./Gs1Links.ts"
export * from "./Gs1LinkTypes.ts"
export * from "./Gs1ResolverDescription.ts"
export * from "./Linkset.ts"
export * from "./PartiallyCompressedDigitalLink.ts"
export * from "./UncompressedDigitalLink.ts"
