import type { Batch } from '@simlessly/shared'

/**
 * Where a batch is: reading its uploaded file (its total not known yet), starting (a batch without a file,
 * such as an open batch, before its first count), generating, assembling its download files once every row
 * is done, complete.
 */
export type BatchPhase = 'reading' | 'starting' | 'running' | 'assembling' | 'complete'

export type BatchProgress = {
  /** Rows finished, successfully or not. */
  processed: number
  total: number
  /** 0-100, or null while the total is not known yet. */
  percent: number | null
  complete: boolean
  phase: BatchPhase
}

type Counted = Pick<Batch, 'process' | 'total' | 'success' | 'failed'> & { type?: Batch['type'] | undefined }

/**
 * How far a batch has got: (success + failed) / total, the same numbers the counts show (the bar is full
 * once every row is done; the phase then says the files are being assembled). Only an uploaded file is
 * read before the total is known; a complete batch is always 100.
 */
export function batchProgress(batch: Counted): BatchProgress {
  const complete = batch.process === 'COMPLETE'
  const processed = batch.success + batch.failed
  const total = batch.total
  if (complete) return { processed, total, percent: 100, complete, phase: 'complete' }
  if (total <= 0) {
    const reads = batch.type === undefined || batch.type === 'BATCH_GENERATE' || batch.type === 'GENERATE_AC'
    return { processed, total, percent: null, complete, phase: reads ? 'reading' : 'starting' }
  }
  const percent = Math.min(100, Math.floor((processed / total) * 100))
  return { processed, total, percent, complete, phase: processed >= total ? 'assembling' : 'running' }
}

/** Presigned links live 15 minutes; after this long a link from an earlier answer is fetched again. */
export const DOWNLOAD_LINK_FRESH_MS = 10 * 60 * 1000

export function isLinkStale(fetchedAt: number, now = Date.now()): boolean {
  return now - fetchedAt > DOWNLOAD_LINK_FRESH_MS
}
