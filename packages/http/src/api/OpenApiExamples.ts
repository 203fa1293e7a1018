/**
 * Examples of the main request bodies, shown by `/docs` and in the OpenAPI
 * document on their component schemas, and of the import bodies on their
 * media types. A test decodes each with the domain Schema the server uses
 * (strict), and runs the import examples as a dry run, so none of them can
 * drift into a 400.
 */
const workspace = "8bee11b2-2c75-48ad-985e-0797af81b345"
const brand = "3f1d6f0e-8a4c-4b8e-9d2e-5c7a1b2c3d4e"
/** "Grapes" and "Sulphites" of the reference catalogue (the same ids on every install). */
const grapes = "7d3034d9-28f2-53e2-9b1f-40fef132380b"
const sulphites = "11b0d498-482e-5b14-a7f6-d8267d68edb0"

export const bodyExamples: Readonly<Record<string, unknown>> = {
  LabelCreate: {
    workspace_id: workspace,
    brand_id: brand,
    name: "Riesling Kabinett",
    vintage: "2024",
    locale: "de",
    quantity: 750,
    gtin: "4006381333931"
  },
  LabelPatch: {
    alcohol: 11.5,
    alcohol_label: 11.5,
    residual_sugar: 28.4,
    acidity: 7.9,
    glycerin: 7.1,
    sweetness: "feinherb",
    show_sweetness: true,
    notes: null
  },
  LabelDuplicate: { name: "Riesling Kabinett", vintage: "2025", formats: [{ quantity: 750 }, { quantity: 1500 }] },
  FormatCreate: { quantity: 1500, gtin: "4006381333948", lot: "L-2024-07", ref: "magnum-2024" },
  FormatPatch: { lot: "L-2024-08", available_from: "2025-03-01" },
  BrandCreate: {
    workspace_id: workspace,
    name: "Weingut Beispiel",
    street: "Moselweg 3",
    zipcode: "54470",
    city: "Bernkastel-Kues",
    website: "https://weingut-beispiel.example"
  },
  BrandPatch: { email: "info@weingut-beispiel.example", phone: "+49 6531 0000" },
  QrCodeCreate: {
    workspace_id: workspace,
    name: "Autumn tasting",
    url: "https://weingut-beispiel.example/tasting",
    ios_url: "https://apps.apple.com/app/id0000000000",
    utm_source: "bottle",
    utm_campaign: "autumn-tasting",
    expires_at: "2099-12-31T23:59:59+01:00",
    expired_url: "https://weingut-beispiel.example"
  },
  QrCodePatch: { expires_at: null, utm_campaign: "autumn-tasting-extended" },
  TranslationPut: {
    description: "Fruchtiger Riesling von der Mosel",
    region: "Mosel",
    serving_temperature: "8–10 °C",
    message_responsible_consumption: "Bitte genießen Sie verantwortungsvoll."
  },
  IngredientsPut: [
    { ingredient_id: "7d3034d9-28f2-53e2-9b1f-40fef132380b", order: 1 },
    { ingredient_id: "07de7585-5f13-5a56-a32c-2126dad2f8da", order: 2 }
  ]
}

/** The import bodies (`POST /v1/workspaces/{id}/imports`): one label with two formats, as JSON and as CSV. */
export const importExamples: Readonly<Record<"application/json" | "text/csv", unknown>> = {
  "application/json": [
    {
      internal_reference: "RK-2024",
      name: "Riesling Kabinett",
      vintage: "2024",
      alcohol: 11.5,
      residual_sugar: 28.4,
      formats: [
        { quantity: 750, gtin: "4006381333931" },
        { quantity: 1500, gtin: "4006381333948" }
      ],
      ingredients: [
        { ingredient_id: grapes, order: 1 },
        { ingredient_id: sulphites, order: 2 }
      ],
      translations: [{ locale: "de", description: "Fruchtiger Riesling von der Mosel" }]
    }
  ],
  "text/csv":
    "internal_reference,name,vintage,alcohol,residual_sugar,format_quantity,format_gtin,ingredients,description@de\n" +
    `RK-2024,Riesling Kabinett,2024,11.5,28.4,750,4006381333931,${grapes};${sulphites},Fruchtiger Riesling von der Mosel\n` +
    "RK-2024,,,,,1500,4006381333948,,\n"
}
