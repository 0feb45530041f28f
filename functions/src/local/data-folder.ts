import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * What the product keeps in the data folder: DynamoDB Local's database (password hashes among it), the
 * S3 objects (uploads and AC files), the SM-DP+ simulator's journal, the payment sandbox's state and the
 * secrets made once. Only these are taken back from group and others at start, so a DATA_DIR pointed at a
 * folder holding other things does not change those.
 */
const PRODUCT_ENTRIES = [
  'dynamodb',
  's3',
  'smdp',
  'payment-sandbox.json',
  'payment-sandbox.json.tmp',
  'session-secret',
  'payment-webhook-secret',
  'data-key',
]

/** Group and others get nothing: no read, no write, no entry. */
const NOT_FOR_OTHERS = 0o077

/**
 * Makes the data folder its owner's alone, before anything writes in it. s3rver (in this process) and
 * DynamoDB Local (a child, which inherits it) take no file mode, so the process's umask is set to 077:
 * every file and folder written from here on is created for the owner only. A folder left by an earlier
 * version, which wrote under the usual umask of 022, has group and other bits taken off its product
 * entries, whatever their depth. A shared folder (sticky, like /tmp) or another user's is left as it is.
 */
export async function ensurePrivateDataDir(dataDir: string): Promise<void> {
  process.umask(NOT_FOR_OTHERS)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const folder = await lstat(dataDir)
  const shared = (folder.mode & 0o1000) !== 0 || folder.uid !== process.getuid?.()
  if (!shared) await takeBack(dataDir, folder.mode)
  for (const name of PRODUCT_ENTRIES) await takeBackTree(path.join(dataDir, name))
}

async function takeBackTree(entry: string): Promise<void> {
  const info = await lstat(entry).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  // A symbolic link's own mode means nothing, and what it points to is not the product's to change.
  if (!info || info.isSymbolicLink()) return
  await takeBack(entry, info.mode)
  if (!info.isDirectory()) return
  for (const name of await readdir(entry)) await takeBackTree(path.join(entry, name))
}

async function takeBack(entry: string, mode: number): Promise<void> {
  if (mode & NOT_FOR_OTHERS) await chmod(entry, mode & 0o7777 & ~NOT_FOR_OTHERS)
}
