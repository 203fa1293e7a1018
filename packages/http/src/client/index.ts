/**
 * `@elabel/http/client`: the typed client of the e-label API and the
 * contract it is generated from. No server code: importing this pulls in
 * only the API definition, the domain Schemas and `effect`.
 */
export * from "../api/index.ts"
export * from "./ElabelClient.ts"
