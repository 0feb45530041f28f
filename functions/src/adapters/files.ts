import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

/** The private bucket: what the pipeline stores and what people download through short-lived links. */
export type Files = {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>
  /**
   * Writes an object as `source` yields its bytes, in a multipart upload of parts of PART_BYTES: memory
   * holds one part, whatever the object's size. Aborted (nothing stored) when `source` throws.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void>
  get(key: string): Promise<Uint8Array>
  /**
   * The object's bytes, or FileTooLargeError past `maxBytes` (its declared length checked before anything
   * is read, the bytes counted as they come), or undefined when there is no such object.
   */
  getAtMost(key: string, maxBytes: number): Promise<Uint8Array | undefined>
  delete(key: string): Promise<void>
  /** A download link valid for `seconds`, named `filename` in the browser. */
  downloadUrl(key: string, filename: string, seconds?: number): Promise<string>
  /**
   * A link to PUT one object at `key`: the signature covers its Content-Type and Content-Length, so storage
   * takes exactly `bytes` bytes of `contentType`, until `seconds` have passed.
   */
  uploadUrl(key: string, upload: { bytes: number; contentType: string; seconds: number }): Promise<string>
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError'
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name
  return name === 'NoSuchKey' || name === 'NotFound'
}

/** A multipart upload's part size (S3 takes 5 MiB at least, except for the last part). */
export const PART_BYTES = 8 * 1024 * 1024

/** Sends the bytes of `source` as the parts of upload `UploadId`, PART_BYTES each; their ETags in order. */
async function uploadParts(
  s3: S3Client,
  target: { Bucket: string; Key: string; UploadId: string },
  source: AsyncIterable<Uint8Array>,
) {
  const parts: { PartNumber: number; ETag: string }[] = []
  let held: Uint8Array[] = []
  let heldBytes = 0
  const send = async () => {
    const PartNumber = parts.length + 1
    const body = Buffer.concat(held)
    ;[held, heldBytes] = [[], 0]
    const answer = await s3.send(new UploadPartCommand({ ...target, PartNumber, Body: body }))
    parts.push({ PartNumber, ETag: answer.ETag ?? '' })
  }
  for await (const bytes of source) {
    held.push(bytes)
    heldBytes += bytes.length
    if (heldBytes >= PART_BYTES) await send()
  }
  if (heldBytes > 0 || parts.length === 0) await send()
  return parts
}

export function createFiles(s3: S3Client, bucket: string): Files {
  return {
    async putStream(key, source, contentType) {
      const started = await s3.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      )
      const target = { Bucket: bucket, Key: key, UploadId: started.UploadId ?? '' }
      try {
        const Parts = await uploadParts(s3, target, source)
        await s3.send(new CompleteMultipartUploadCommand({ ...target, MultipartUpload: { Parts } }))
      } catch (error) {
        await s3.send(new AbortMultipartUploadCommand(target)).catch(() => undefined)
        throw error
      }
    },
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!answer.Body) throw new Error(`Empty object ${key}`)
      return answer.Body.transformToByteArray()
    },
    async getAtMost(key, maxBytes) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error) => {
        if (isMissing(error)) return undefined
        throw error
      })
      if (!head) return undefined
      if ((head.ContentLength ?? 0) > maxBytes) throw new FileTooLargeError(`${key} holds more than allowed`)
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      const chunks: Uint8Array[] = []
      let read = 0
      // A Node stream from the SDK: counted as it arrives, in case the object changed since the HEAD.
      for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) {
        read += chunk.length
        if (read > maxBytes) throw new FileTooLargeError(`${key} holds more than allowed`)
        chunks.push(chunk)
      }
      return Buffer.concat(chunks)
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    downloadUrl(key, filename, seconds = 15 * 60) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      })
      return getSignedUrl(s3, command, { expiresIn: seconds })
    },
    uploadUrl(key, upload) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: upload.contentType,
        ContentLength: upload.bytes,
      })
      return getSignedUrl(s3, command, {
        expiresIn: upload.seconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      })
    },
  }
}
