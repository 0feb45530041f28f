import { formatDateTime } from '@/lib/format'

/** A moment as the user reads it, with the exact time in `dateTime` for machines and assistive tech. */
export function DateTime({ at, className }: { at: number; className?: string }) {
  return (
    <time dateTime={new Date(at).toISOString()} className={className}>
      {formatDateTime(at)}
    </time>
  )
}
