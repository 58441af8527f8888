// Documents in an S3-compatible bucket (DOCUMENTS_S3_URL), path-style so any S3-compatible
// server works. An upload streams in parts (lib-storage): at most one part in memory beside
// the one being sent, whatever the file's size, and a failed upload is aborted and removed.
// A server that stops answering fails a request after `timeoutMs` without a byte moving (the
// SDK waits forever by default), so an upload or a download is refused, never left hanging.
// The keys of the bucket are listed a thousand at a time (ListObjectsV2), for the check.

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import {
  checkedKey,
  DocumentStoreUnavailable,
  type InventoriedDocumentStore,
  storeFailureReason,
} from './document-store.ts';
import type { S3DocumentSettings } from '#server/config/documents-config';

export function createS3DocumentStore(settings: S3DocumentSettings): InventoriedDocumentStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the sealed bytes carry their own GCM tags, and
    // not every S3-compatible server takes the SDK's default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: settings.timeoutMs ?? 10_000,
      socketTimeout: settings.timeoutMs ?? 10_000,
    },
  });
  const bucket = settings.bucket;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
  };
  return {
    async write(key, bytes) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checkedKey(key), Body: bytes },
        queueSize: 1,
      });
      try {
        await upload.done();
      } catch (error) {
        // A multipart upload is aborted by lib-storage itself; a single put may have landed
        // just before the source failed. Either way nothing may stay under the key.
        bytes.destroy();
        await remove(key).catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }))
        .catch((error: unknown) => {
          // A listed document without its object is no outage: the error handler's 500 says so.
          if ((error as Error).name === 'NoSuchKey') throw error;
          throw new DocumentStoreUnavailable(storeFailureReason(error), { cause: error });
        });
      if (!(answer.Body instanceof Readable)) throw new Error('The bucket answered no body');
      return answer.Body;
    },
    remove,
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          yield {
            key: object.Key,
            sizeBytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async probe(signal) {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
    },
    describe: () => `the bucket ${bucket} at ${settings.endpoint}`,
  };
}
