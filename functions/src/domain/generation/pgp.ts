import { ErrorCode } from '@simlessly/shared/errors'
import * as openpgp from 'openpgp'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { TenantCaller } from '../actor.ts'
import { megabytes, READ_LIMITS, refuse } from './read-limits.ts'

/**
 * PGP around the pipeline: customers encrypt input files to the platform's public key, and may have every
 * output encrypted to a public key of their own. Keys are v4 (curve25519), which gpg 2.2 reads too. The
 * platform's private key is kept sealed with the data key.
 */
const PLATFORM_PUBLIC = 'platform/pgp/public.asc'
const PLATFORM_PRIVATE = 'platform/pgp/private.sealed'
const outputKeyPath = (enterpriseId: string) => `enterprises/${enterpriseId}/pgp/output-public.asc`

async function readText(ctx: AppContext, key: string): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await ctx.files.get(key))
  } catch (error) {
    if (error instanceof Error && /NoSuchKey|NotFound/.test(error.name)) return undefined
    throw error
  }
}

/** The platform key pair, made on first use (the local runner makes it at start). */
export async function ensurePlatformKey(ctx: AppContext): Promise<{ publicKey: string }> {
  const existing = await readText(ctx, PLATFORM_PUBLIC)
  if (existing) return { publicKey: existing }
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [{ name: 'Simlessly platform', email: 'pgp@simlessly.localhost' }],
    format: 'armored',
  })
  await ctx.files.put(
    PLATFORM_PRIVATE,
    ctx.dataKey.encrypt(new TextEncoder().encode(privateKey)),
    'application/octet-stream',
  )
  await ctx.files.put(PLATFORM_PUBLIC, publicKey, 'application/pgp-keys')
  return { publicKey }
}

/**
 * Decrypts an uploaded file encrypted to the platform key (armored or binary), as a stream: a message can
 * hold compressed data that inflates far past its size, so reading stops at `maxBytes`. The data is only
 * used once the stream ended without error, that is once its integrity check passed, so releasing it
 * before that check (allowUnauthenticatedStream) does not let a tampered file through.
 */
export async function decryptUpload(
  ctx: AppContext,
  bytes: Uint8Array,
  maxBytes: number = READ_LIMITS.maxFileBytes,
): Promise<Uint8Array> {
  await ensurePlatformKey(ctx)
  const privateKey = await openpgp.readPrivateKey({
    armoredKey: new TextDecoder().decode(ctx.dataKey.decrypt(await ctx.files.get(PLATFORM_PRIVATE))),
  })
  const text = new TextDecoder().decode(bytes.subarray(0, 64))
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    const message = text.startsWith('-----BEGIN PGP MESSAGE')
      ? await openpgp.readMessage({ armoredMessage: streamOf(new TextDecoder().decode(bytes)) })
      : await openpgp.readMessage({ binaryMessage: streamOf(bytes) })
    const { data } = await openpgp.decrypt({
      message,
      decryptionKeys: privateKey,
      format: 'binary',
      config: { allowUnauthenticatedStream: true },
    })
    const reader = (data as ReadableStream<Uint8Array>).getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.length
      if (total > maxBytes) {
        await reader.cancel()
        break
      }
      chunks.push(next.value)
    }
  } catch {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      'The file could not be decrypted: encrypt it to the platform public key from this page, or choose plaintext',
    )
  }
  if (total > maxBytes) {
    throw refuse(
      `The encrypted file is refused: it decrypts to more than ${megabytes(maxBytes)}, the most a file may hold`,
    )
  }
  return Buffer.concat(chunks)
}

/** A message read from a stream decrypts to a stream (read from a buffer, it would inflate all at once). */
const streamOf = <T extends Uint8Array | string>(whole: T) =>
  new ReadableStream<T>({
    start(controller) {
      controller.enqueue(whole)
      controller.close()
    },
  })

/** Stores the caller's enterprise's public key for output encryption, after checking it can encrypt. */
export async function setOutputKey(ctx: AppContext, actor: TenantCaller, input: { publicKey: string }) {
  const { enterpriseId } = actor
  const armoredKey = input.publicKey
  let key: openpgp.PublicKey
  try {
    key = await openpgp.readKey({ armoredKey })
    await key.getEncryptionKey()
  } catch {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      'Invalid PGP public key: paste an armored public key that can encrypt',
    )
  }
  if (key.isPrivate())
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'This is a private key: upload only the public key')
  await ctx.files.put(outputKeyPath(enterpriseId), key.armor(), 'application/pgp-keys')
  return describeKey(key)
}

/** The caller's enterprise's output key, described (fingerprint, user ids), or null. */
export async function getOutputKey(ctx: AppContext, actor: TenantCaller) {
  const armored = await readText(ctx, outputKeyPath(actor.enterpriseId))
  return armored ? describeKey(await openpgp.readKey({ armoredKey: armored })) : null
}

function describeKey(key: openpgp.PublicKey) {
  return { fingerprint: key.getFingerprint().toUpperCase(), userIds: key.getUserIDs() }
}

/** Encrypts an output file to the enterprise's key (binary OpenPGP message). */
export async function encryptForEnterprise(ctx: AppContext, enterpriseId: string, bytes: Uint8Array) {
  const armored = await readText(ctx, outputKeyPath(enterpriseId))
  if (!armored) throw new Error(`Enterprise ${enterpriseId} has no PGP output key`)
  const encryptionKeys = await openpgp.readKey({ armoredKey: armored })
  const message = await openpgp.createMessage({ binary: bytes })
  return (await openpgp.encrypt({ message, encryptionKeys, format: 'binary' })) as Uint8Array
}

export async function requireOutputKey(ctx: AppContext, enterpriseId: string, why: string) {
  if (!(await readText(ctx, outputKeyPath(enterpriseId)))) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, `${why}: upload your PGP public key first`)
  }
}
