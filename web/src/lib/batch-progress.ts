import type { Batch } from '@simlessly/shared'

export type BatchProgress = {
  /** Rows finished, successfully or not. */
  processed: number
  total: number
  /** 0-100, or null while the total is not known yet (the file is still being read). */
  percent: number | null
  complete: boolean
}

/**
 * How far a batch has got: (success + failed) / total. A batch reads its file before it knows its total,
 * so a running batch with no total yet has no percentage; a complete one is always 100.
 */
export function batchProgress(batch: Pick<Batch, 'process' | 'total' | 'success' | 'failed'>): BatchProgress {
  const complete = batch.process === 'COMPLETE'
  const processed = batch.success + batch.failed
  const total = batch.total
  if (complete) return { processed, total, percent: 100, complete }
  if (total <= 0) return { processed, total, percent: null, complete }
  // Never 100 before the batch says COMPLETE: the download files are assembled after the last row.
  const percent = Math.min(99, Math.floor((processed / total) * 100))
  return { processed, total, percent, complete }
}

/** Presigned links live 15 minutes; after this long a link from an earlier answer is fetched again. */
export const DOWNLOAD_LINK_FRESH_MS = 10 * 60 * 1000

export function isLinkStale(fetchedAt: number, now = Date.now()): boolean {
  return now - fetchedAt > DOWNLOAD_LINK_FRESH_MS
}
