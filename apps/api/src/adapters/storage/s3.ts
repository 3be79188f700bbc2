import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { CONTENT_TYPES, InvalidStorageKeyError, isValidKey, type FileStorage } from './files';

const typeOf = (key: string): string => {
  const extension = key.includes('.') ? (key.split('.').at(-1) ?? '') : '';
  return CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
};

/** S3 allows a presigned URL to live 7 days at most. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;
const clampSeconds = (seconds: number) =>
  Math.min(Math.max(Math.ceil(seconds), 1), MAX_PRESIGN_SECONDS);

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). The bucket stays private: objects are
 * written with the bucket's default (private) ACL and read by the browser only through presigned URLs
 * that expire; the client uploads straight to the bucket with a presigned PUT.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers do not all read the newer
    // aws-chunked uploads, and presigned PUTs stay plain (the browser cannot compute one up front).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const checked = (key: string): string => {
    if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
    return key;
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: typeOf(key),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async stream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!answer.Body) return undefined;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      return (await this.size(key)) !== undefined;
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    direct: {
      uploadUrl(key, contentType, expiresInSeconds) {
        // The Content-Type is signed: the PUT must declare the type that was asked for.
        return getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: checked(key), ContentType: contentType }),
          { expiresIn: clampSeconds(expiresInSeconds), signableHeaders: new Set(['content-type']) },
        );
      },
      downloadUrl(key, expiresInSeconds) {
        return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), {
          expiresIn: clampSeconds(expiresInSeconds),
        });
      },
    },
    close() {
      client.destroy();
    },
  };
}
