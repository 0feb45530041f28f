import type { BatchPart } from '@simlessly/shared'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { formatCount } from '@/lib/format'

/**
 * A running batch's finished parts, each downloadable now: its ACs (CSV, with the header) and its QR
 * pictures (ZIP). The links come fresh with every poll of the batch, so none is followed stale.
 */
export function BatchParts({ parts }: { parts: BatchPart[] }) {
  const { t } = useTranslation()
  if (parts.length === 0) return null
  return (
    <section aria-labelledby="batch-parts-heading" className="grid gap-2">
      <h3 id="batch-parts-heading" className="font-medium text-sm text-foreground">
        {t('generate.progress.partsTitle')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('generate.progress.partsHint')}</p>
      <ul className="grid gap-2">
        {parts.map((part) => {
          const number = part.chunk + 1
          return (
            <li key={part.chunk} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-40 text-foreground">
                {t('generate.progress.part', { number, count: formatCount(part.success) })}
              </span>
              <a
                href={part.csv}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={t('generate.progress.partCsv', { number })}
              >
                <Download aria-hidden="true" />
                {t('generate.progress.partCsvShort')}
              </a>
              {part.zip ? (
                <a
                  href={part.zip}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={t('generate.progress.partZip', { number })}
                >
                  <Download aria-hidden="true" />
                  {t('generate.progress.partZipShort')}
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
