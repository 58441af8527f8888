// The settings of the document store on an S3-compatible service, read from DOCUMENTS_S3_* by
// config.ts and handed to adapters/s3-document-store.ts.

/** Where documents are kept when they go to an S3-compatible service. */
export interface S3DocumentSettings {
  /** Scheme, host and port of the S3 API, e.g. `http://127.0.0.1:4569`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long connecting, or a connection without a byte moving, may take (10 s by default). */
  timeoutMs?: number;
}
