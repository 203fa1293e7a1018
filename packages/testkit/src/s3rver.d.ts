/** The part of s3rver's API the test server uses (the package ships no types). */
declare module "@20minutes/s3rver" {
  export interface S3rverOptions {
    readonly address?: string
    readonly port?: number
    readonly silent?: boolean
    readonly allowMismatchedSignatures?: boolean
    readonly directory?: string
    readonly configureBuckets?: ReadonlyArray<{ readonly name: string }>
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ readonly address: string; readonly port: number }>
    close(): Promise<void>
  }
}
