import { Apple, Download, ListChecks, Plus, Smartphone } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { GeneratedAc } from '@/api/generation'
import { Permission } from '@/components/permission'
import { Button, buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { translateValidation } from '@/lib/validation-message'
import { FieldWarning } from './field-warning'

/**
 * The AC just generated: the string to copy, its QR code to download as a PNG, and the one-tap install links
 * to open or copy. Anyone holding any of them can install the profile (an AC is a bearer secret), so nothing
 * here is kept once the user moves on.
 */
export function SingleResult({ result, onAnother }: { result: GeneratedAc; onAnother: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the user submitted is gone: the result's heading takes the focus, and is announced.
  useEffect(() => heading.current?.focus(), [])

  return (
    <section aria-labelledby="single-result-heading" className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid content-start gap-5">
        <div className="grid gap-1">
          <h2
            id="single-result-heading"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-lg text-foreground outline-none"
          >
            {t('generate.result.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('generate.result.for', { iccid: result.iccid, batchCode: result.batchCode })}
          </p>
        </div>
        {result.warnings.map((warning) => (
          <FieldWarning
            key={warning}
            id={`warning-${warning.length}`}
            message={translateValidation(warning) ?? warning}
          />
        ))}
        <div className="grid gap-2">
          <h3 className="font-medium text-sm text-foreground">{t('generate.result.ac')}</h3>
          <code
            data-testid="activation-code"
            className="block break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm text-foreground"
          >
            {result.ac}
          </code>
          <CopyButton text={result.ac} label={t('generate.result.copy')} />
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium text-sm text-foreground">{t('generate.result.install')}</h3>
          <p className="text-xs text-muted-foreground">{t('generate.result.installHint')}</p>
          <div className="flex flex-wrap gap-2">
            <a
              href={result.acLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Apple aria-hidden="true" />
              {t('generate.result.ios')}
            </a>
            <a
              href={result.acLinkAndroid}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Smartphone aria-hidden="true" />
              {t('generate.result.android')}
            </a>
            <CopyButton text={result.acLink} label={t('generate.result.copyLink')} />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t('generate.result.secret')}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={onAnother}>
            <Plus aria-hidden="true" />
            {t('generate.result.another')}
          </Button>
          <Permission id="Generate_AC_Log_View">
            <Link to="/logs?view=generate-ac" className={buttonVariants({ variant: 'outline' })}>
              <ListChecks aria-hidden="true" />
              {t('generate.result.logs')}
            </Link>
          </Permission>
        </div>
      </div>
      <figure className="grid justify-items-center gap-2 self-start rounded-xl border border-border bg-card p-4">
        <img
          src={result.qr}
          alt={t('generate.result.qrAlt', { iccid: result.iccid })}
          className="size-56 rounded-md bg-paper [image-rendering:pixelated]"
          width={224}
          height={224}
        />
        <figcaption className="text-xs text-muted-foreground">{t('generate.result.qrCaption')}</figcaption>
        <a
          href={result.qr}
          download={`${result.iccid}.png`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('generate.result.downloadQr')}
        </a>
      </figure>
    </section>
  )
}
