import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

type AcWithheldProps = {
  /** In a table cell: a short word, the whole sentence as its accessible name and tooltip. */
  compact?: boolean
  className?: string
}

/**
 * What stands where ACs, their links, QR codes or files would be when the server withheld them (null in
 * its answer): the member's role lacks Ac_Download. Said plainly, rather than a button that cannot work.
 */
export function AcWithheld({ compact = false, className }: AcWithheldProps) {
  const { t } = useTranslation()
  const sentence = t('permissions.noAcDownload')
  if (compact) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
        title={sentence}
      >
        <Lock aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">{t('permissions.noAcDownloadShort')}</span>
        <span className="sr-only">{sentence}</span>
      </span>
    )
  }
  return (
    <p className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {sentence}
    </p>
  )
}
