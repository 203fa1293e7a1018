/**
 * A business operator a label names besides its producer (the brand): the
 * bottler, the distributor, the importer or the packaging's manufacturer,
 * with the name, address and registration number the page prints for it.
 * The page's captions for the roles are the service's strings (`bottler`,
 * `distributor`, `importer`, `manufacturer`). One record serves every label of its workspace that names it, in any role
 * (ADR 0064).
 */
import { Schema } from "effect"
import { described } from "../shared/descriptions/index.ts"
import { BusinessOperatorId, Uuid, WorkspaceId } from "../shared/ids.ts"
import { fieldsOf, Name, ResourceVersion, Text } from "../shared/primitives.ts"

/** The operator's free-text fields: string or null, at most 2000 characters. */
export const operatorTextKeys = ["street", "zipcode", "city", "registration_number"] as const

const descriptions = {
  name: "The operator's name as the e-label page prints it, e.g. `Kellerei Beispiel eG`.",
  street: "Street and number of the operator's address; printed on the page.",
  zipcode: "Postcode of the operator's address; printed on the page.",
  city: "Town of the operator's address; printed on the page.",
  country_id: "Country of the operator's address (a country of the catalogue); printed on the page in its language.",
  registration_number:
    "The operator's registration or bottler number, e.g. `EMB 67146`; printed on the page, alone when the label's " +
    "`*_number_only` switch for the role is set."
}

/** The BusinessOperator resource: `GET /v1/business-operators/{id}`. */
export const BusinessOperator = Schema.Struct(
  described(
    {
      id: BusinessOperatorId,
      workspace_id: WorkspaceId,
      name: Name,
      ...fieldsOf(operatorTextKeys, Schema.NullOr(Text)),
      country_id: Schema.NullOr(Uuid),
      version: ResourceVersion
    },
    descriptions
  )
).annotate({ identifier: "BusinessOperator" })
export type BusinessOperator = typeof BusinessOperator.Type

const writableFields = {
  ...fieldsOf(operatorTextKeys, Schema.optionalKey(Schema.NullOr(Text))),
  country_id: Schema.optionalKey(Schema.NullOr(Uuid))
}

/** Body of `PATCH /v1/business-operators/{id}`: omitted untouched, null clears, name never null. */
export const BusinessOperatorPatch = Schema.Struct(
  described({ name: Schema.optionalKey(Name), ...writableFields }, descriptions)
).annotate({ identifier: "BusinessOperatorPatch" })
export type BusinessOperatorPatch = typeof BusinessOperatorPatch.Type

/** Body of `POST /v1/business-operators`: workspace and name required. */
export const BusinessOperatorCreate = Schema.Struct(
  described({ workspace_id: WorkspaceId, name: Name, ...writableFields }, descriptions)
).annotate({ identifier: "BusinessOperatorCreate" })
export type BusinessOperatorCreate = typeof BusinessOperatorCreate.Type

/** A new operator with every field the body leaves out null. */
export const newBusinessOperator = (id: BusinessOperatorId, input: BusinessOperatorCreate): BusinessOperator => ({
  id,
  workspace_id: input.workspace_id,
  name: input.name,
  street: input.street ?? null,
  zipcode: input.zipcode ?? null,
  city: input.city ?? null,
  registration_number: input.registration_number ?? null,
  country_id: input.country_id ?? null,
  version: 1
})

/** The fields of a label that name an operator, with the role each names it in. */
export const LABEL_OPERATOR_FIELDS = {
  bottler_id: "bottler",
  distributor_id: "distributor",
  ppwr_importer_id: "importer",
  ppwr_manufacturer_id: "manufacturer"
} as const
