import type { Batch } from '@simlessly/shared'
import { Download } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AcWithheld } from '@/components/ac-withheld'
import { buttonVariants } from '@/components/ui/button'
import { isLinkStale } from '@/lib/batch-progress'
import { cn } from '@/lib/utils'

const KINDS = ['csv', 'zip', 'errors', 'warnings'] as const
type Kind = (typeof KINDS)[number]

type BatchDownloadsProps = {
  batch: Pick<Batch, 'batchCode' | 'downloads' | 'encrypted'>
  /** When the links were fetched: presigned links expire, so old ones are fetched again on click. */
  fetchedAt: number
  /** The batch as the server answers it now (`endpoints.batch.info`), with fresh links. */
  refresh: (batchCode: string) => Promise<Pick<Batch, 'downloads'>>
  size?: 'sm' | 'default'
  /** Short labels stacked in a column, for a table cell; the accessible names stay complete. */
  compact?: boolean
  className?: string
}

/**
 * The links to a batch's files: the ACs (CSV), the QR pictures (ZIP, when PICTURE was asked), the
 * failed rows and the rows generated with a warning. They are plain links to short-lived presigned URLs; a
 * link older than its safe age is replaced by a fresh one before it is followed. Links the server withheld
 * (the role lacks Ac_Download) are replaced by the sentence that says so.
 */
export function BatchDownloads({
  batch,
  fetchedAt,
  refresh,
  size = 'sm',
  compact = false,
  className,
}: BatchDownloadsProps) {
  const { t } = useTranslation()
  const { downloads } = batch
  if (!downloads) return <AcWithheld compact={compact} className={className} />
  const present = KINDS.filter((kind) => downloads[kind])
  if (present.length === 0) return null

  const follow = (kind: Kind) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isLinkStale(fetchedAt)) return
    event.preventDefault()
    const fresh = (await refresh(batch.batchCode)).downloads?.[kind]
    if (fresh) window.location.assign(fresh)
  }

  return (
    <div className={cn(compact ? 'grid justify-items-start gap-1.5' : 'flex flex-wrap gap-2', className)}>
      {present.map((kind) => (
        <a
          key={kind}
          href={downloads[kind]}
          onClick={(event) => void follow(kind)(event)}
          className={buttonVariants({
            variant: kind === 'errors' || kind === 'warnings' ? 'outline' : 'default',
            size,
          })}
        >
          <Download aria-hidden="true" />
          {compact ? (
            <span>
              <span className="sr-only">{`${t('batch.download.verb')} `}</span>
              {t(`batch.download.short.${kind}`)}
            </span>
          ) : (
            t(`batch.download.${kind}`)
          )}
          {batch.encrypted ? <span className="text-xs opacity-80">{t('batch.pgp')}</span> : null}
          {/* Several batches on one page each have these links: the batch makes each name unique. */}
          <span className="sr-only">{` ${t('batch.ofBatch', { batchCode: batch.batchCode })}`}</span>
        </a>
      ))}
    </div>
  )
}
