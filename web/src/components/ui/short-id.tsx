import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shortId } from '@/lib/short-id'
import { cn } from '@/lib/utils'

/**
 * A ULID as people read it: its last characters, the full id in the title (hover) and, with `copyable`, a
 * button that copies the full id. Not for inside another button or link (give those the full id in their
 * label and `shortId` as their text).
 */
export function ShortId({
  id,
  copyable = false,
  className,
}: {
  id: string
  copyable?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <span title={id} className="font-mono">
        {shortId(id)}
      </span>
      {copyable ? (
        <button
          type="button"
          aria-label={t(copied ? 'shortId.copied' : 'shortId.copy', { id })}
          title={t('shortId.copy', { id })}
          onClick={() => void navigator.clipboard.writeText(id).then(() => setCopied(true))}
          className="rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
        </button>
      ) : null}
    </span>
  )
}
