/** The part of @20minutes/s3rver (an S3-compatible server for tests; it ships no types) the storage tests use. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    /** Off by default: a request whose AWS signature does not match is refused with 403. */
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
