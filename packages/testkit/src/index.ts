/**
 * @elabel/testkit: deterministic ids and refs, a fixture catalogue, the
 * ready test Layer, builders of valid resources and arbitraries of inputs.
 */
export * from "./arbitraries.ts"
export * from "./catalogFixture.ts"
export * from "./completeLabel.ts"
export * from "./fixtures.ts"
export * from "./logs.ts"
export * from "./TestIds.ts"
export * from "./TestLayer.ts"
