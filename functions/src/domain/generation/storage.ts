import type { AppContext } from '../../context.ts'

/** Where a batch keeps its files in the bucket; inputs and chunks hold secrets and are sealed. */
export const batchKeys = (enterpriseId: string, batchCode: string) => {
  const base = `batches/${enterpriseId}/${batchCode}`
  return {
    upload: `${base}/input/upload.sealed`,
    chunk: (n: number) => `${base}/input/chunk-${String(n).padStart(5, '0')}.sealed`,
    validationErrors: `${base}/parts/validation-errors.json`,
    /** Rows generated with a warning (an IMSI outside the configuration's HPLMN). */
    validationWarnings: `${base}/parts/validation-warnings.json`,
    partCsv: (n: number) => `${base}/parts/${String(n).padStart(5, '0')}.csv`,
    partZip: (n: number) => `${base}/parts/${String(n).padStart(5, '0')}.zip`,
    partErrors: (n: number) => `${base}/parts/${String(n).padStart(5, '0')}.errors.json`,
    output: (name: string) => `${base}/output/${name}`,
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
