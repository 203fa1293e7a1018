/** The print kit: the QR block of the back label, its words, its geometry, and the bottle's numbers as data. */
export * from "./LabelNutrition.ts"
export * from "./PrintKitContent.ts"
export * from "./PrintKitLayout.ts"
export * from "./PrintKitOptions.ts"
