import { type AcFormat, BATCH_LIMITS, BATCH_UPLOAD, type BatchUpload } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { FileTooLargeError } from '../../adapters/files.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { EXPIRING_FILES } from '../../resources.ts'
import { type TenantActor, tenantOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { startUploadBatch } from './generate.ts'

/**
 * Batch files sent straight to storage (a Lambda request carries at most 6 MB; a file may be 20 MB): a link
 * to PUT one file, then the batch started from it. An upload's key names its enterprise and its id, and
 * the batch start takes it only from the enterprise that asked for it, once, within the hour.
 */
const uploadKey = (enterpriseId: string, uploadId: string) =>
  `${EXPIRING_FILES.uploads.prefix}${enterpriseId}/${uploadId}`
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/

/** A link to PUT the file, signed for its size, and the upload it will start a batch as. */
export async function requestBatchUpload(
  ctx: AppContext,
  actor: TenantActor,
  input: { fileName: string; size: number },
): Promise<BatchUpload> {
  const { enterpriseId, userId } = tenantOf(actor)
  // A plan that cannot start the batch is said now, before the file travels.
  await requireSubscription(ctx, enterpriseId)
  const now = ctx.now()
  const uploadId = ulid(now)
  await ctx.entities.batchUpload
    .create({
      enterpriseId,
      uploadId,
      fileName: input.fileName,
      bytes: input.size,
      createdBy: userId,
      createdAt: now,
      startBy: now + BATCH_UPLOAD.startWithinSeconds * 1000,
      expiresAt: Math.ceil(now / 1000) + EXPIRING_FILES.uploads.days * 86_400,
    })
    .go()
  const key = uploadKey(enterpriseId, uploadId)
  const { contentType, linkSeconds } = BATCH_UPLOAD
  return {
    upload: key,
    url: await ctx.files.uploadUrl(key, { bytes: input.size, contentType, seconds: linkSeconds }),
    method: 'PUT',
    headers: { 'content-type': contentType },
    expiresAt: now + linkSeconds * 1000,
  }
}

/** The upload a key names, if it is this enterprise's; refused with the reason it cannot start a batch. */
async function usableUpload(ctx: AppContext, own: string, key: string) {
  const [enterpriseId, uploadId, ...rest] = key.startsWith(EXPIRING_FILES.uploads.prefix)
    ? key.slice(EXPIRING_FILES.uploads.prefix.length).split('/')
    : []
  // Another enterprise's key is answered as no key at all: it tells nothing of what others uploaded.
  if (enterpriseId !== own || !uploadId || !ULID.test(uploadId) || rest.length > 0)
    throw new AppError(ErrorCode.UPLOAD_NOT_FOUND)
  const { data } = await ctx.entities.batchUpload.get({ enterpriseId, uploadId }).go({ consistent: true })
  if (!data) throw new AppError(ErrorCode.UPLOAD_NOT_FOUND)
  if (data.batchCode !== undefined) throw new AppError(ErrorCode.UPLOAD_USED)
  if (ctx.now() > data.startBy) throw new AppError(ErrorCode.UPLOAD_EXPIRED)
  return data
}

async function readUpload(ctx: AppContext, key: string): Promise<Uint8Array> {
  const bytes = await ctx.files.getAtMost(key, BATCH_LIMITS.maxBytes).catch((error: unknown) => {
    if (!(error instanceof FileTooLargeError)) throw error
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The uploaded file is larger than ${BATCH_LIMITS.maxBytes / 1024 / 1024} MB; split it`,
    )
  })
  if (!bytes) throw new AppError(ErrorCode.UPLOAD_MISSING)
  return bytes
}

/**
 * Starts a batch from an upload: the file read (at most the batch limit) and sealed with the data key as a
 * file sent in the request is, the upload claimed for the batch by a conditional write once the batch may
 * start (so two starts from one upload make one batch), then the raw object deleted. Storage encrypts the
 * raw object at rest meanwhile (the bucket's KMS key in production).
 */
export async function startUploadedBatch(
  ctx: AppContext,
  actor: TenantActor,
  input: {
    upload: string
    configId: string
    fileType: 0 | 1
    formats: AcFormat[]
    encryptOutput: boolean
  },
) {
  const { upload: key, ...fields } = input
  const upload = await usableUpload(ctx, actor.enterpriseId, key)
  const file = await readUpload(ctx, key)
  const claim = async (batchCode: string) => {
    await ctx.entities.batchUpload
      .patch({ enterpriseId: upload.enterpriseId, uploadId: upload.uploadId })
      .set({ batchCode })
      .where(({ batchCode: used }, { notExists }) => notExists(used))
      .go()
      .catch((error: unknown) => {
        if (isConditionalFailure(error)) throw new AppError(ErrorCode.UPLOAD_USED)
        throw error
      })
  }
  const started = await startUploadBatch(ctx, actor, { ...fields, file, claim })
  // Sealed into the batch's scratch now; the bucket's rule would remove it within a day anyway.
  await ctx.files.delete(key).catch((error: unknown) => {
    ctx.logger.warn('an upload could not be deleted after its batch started', { key, error: String(error) })
  })
  return started
}
