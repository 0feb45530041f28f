import { formatDateTime } from '@/lib/format'

export function LogTime({ at }: { at: number }) {
  return (
    <time dateTime={new Date(at).toISOString()} className="block min-w-24 whitespace-nowrap">
      {formatDateTime(at)}
    </time>
  )
}
