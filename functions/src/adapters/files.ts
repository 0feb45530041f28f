import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

/** The private bucket: what the pipeline stores and what people download through short-lived links. */
export type Files = {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>
  get(key: string): Promise<Uint8Array>
  /** A download link valid for `seconds`, named `filename` in the browser. */
  downloadUrl(key: string, filename: string, seconds?: number): Promise<string>
}

export function createFiles(s3: S3Client, bucket: string): Files {
  return {
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!answer.Body) throw new Error(`Empty object ${key}`)
      return answer.Body.transformToByteArray()
    },
    downloadUrl(key, filename, seconds = 15 * 60) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      })
      return getSignedUrl(s3, command, { expiresIn: seconds })
    },
  }
}
