import type { QrStyleSettings } from '@simlessly/shared'
import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useQrStylePreview } from '@/api/qr-style'
import { Badge } from '@/components/ui/badge'
import { ColourSwatch } from './colour-swatch'
import { QrImage } from './qr-image'

/** The built-in style, shown as it is: it cannot be edited, only chosen. */
export function DefaultStyleCard({ style }: { style: QrStyleSettings['default'] }) {
  const { t } = useTranslation()
  const preview = useQrStylePreview(style)
  return (
    <section
      aria-labelledby="qr-default-heading"
      className="grid gap-4 rounded-xl border border-border bg-muted p-5 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="qr-default-heading" className="font-semibold text-base text-foreground">
            {t('qrStyle.default.heading')}
          </h2>
          <Badge>
            <Lock aria-hidden="true" />
            {t('qrStyle.default.readOnly')}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t('qrStyle.default.description')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('qrStyle.default.foreground')}</dt>
          <dd>
            <ColourSwatch colour={style.foreground} />
          </dd>
          <dt className="text-muted-foreground">{t('qrStyle.default.background')}</dt>
          <dd>
            <ColourSwatch colour={style.background} />
          </dd>
          <dt className="text-muted-foreground">{t('qrStyle.default.logo')}</dt>
          <dd className="text-foreground">{t('qrStyle.default.none')}</dd>
        </dl>
      </div>
      <QrImage
        image={preview.data?.image ?? null}
        alt={t('qrStyle.default.previewAlt')}
        loading={preview.isPending}
        size="sm"
      />
    </section>
  )
}
