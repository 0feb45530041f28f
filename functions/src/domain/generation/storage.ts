import type { AppContext } from '../../context.ts'
import { EXPIRING_FILES } from '../../resources.ts'

/**
 * Where a batch keeps its files in the bucket. Its input (sealed: it holds Ki and OPc), its chunks and the
 * parts of its downloads are scratch, under a prefix that expires once no retry can need them; its
 * downloads stay under `batches/`.
 */
export const batchKeys = (enterpriseId: string, batchCode: string) => {
  const scratch = `${EXPIRING_FILES.batchScratch.prefix}${enterpriseId}/${batchCode}`
  const part = (n: number) => `${scratch}/parts/${String(n).padStart(5, '0')}`
  return {
    upload: `${scratch}/input/upload.sealed`,
    chunk: (n: number) => `${scratch}/input/chunk-${String(n).padStart(5, '0')}.sealed`,
    /** Written when a chunk's attempt starts: a later attempt that finds it reads what the first stored. */
    chunkAttempt: (n: number) => `${scratch}/input/chunk-${String(n).padStart(5, '0')}.attempt`,
    /** Written once the first chunk, counted, has queued the others (`chunks.ts` `releaseAfterFirst`). */
    othersQueued: `${scratch}/input/others.queued`,
    validationErrors: `${scratch}/parts/validation-errors.json`,
    /** Rows generated with a warning (an IMSI outside the configuration's HPLMN). */
    validationWarnings: `${scratch}/parts/validation-warnings.json`,
    partCsv: (n: number) => `${part(n)}.csv`,
    partZip: (n: number) => `${part(n)}.zip`,
    partErrors: (n: number) => `${part(n)}.errors.json`,
    output: (name: string) => `batches/${enterpriseId}/${batchCode}/output/${name}`,
  }
}

export async function putSealedJson(ctx: AppContext, key: string, value: unknown): Promise<void> {
  const sealed = ctx.dataKey.encrypt(new TextEncoder().encode(JSON.stringify(value)))
  await ctx.files.put(key, sealed, 'application/octet-stream')
}

export async function getSealedJson(ctx: AppContext, key: string): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(ctx.dataKey.decrypt(await ctx.files.get(key))))
}

export async function getJson(ctx: AppContext, key: string): Promise<unknown> {
  return JSON.parse(new TextDecoder().decode(await ctx.files.get(key)))
}
