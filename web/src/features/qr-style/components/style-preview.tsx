import { useTranslation } from 'react-i18next'
import type { LivePreview } from '../use-live-preview'
import { QrImage } from './qr-image'

/**
 * The sample code in the style being edited. Its status line says when the image is being redrawn or
 * waits for the fields to be corrected; the image itself stays until a new one replaces it.
 */
export function StylePreview({ preview }: { preview: LivePreview }) {
  const { t } = useTranslation()
  return (
    <figure
      aria-labelledby="qr-preview-heading"
      className="grid content-start justify-items-center gap-3 self-start rounded-xl border border-border bg-card p-4 md:w-60"
    >
      <h3 id="qr-preview-heading" className="justify-self-start font-medium text-sm text-foreground">
        {t('qrStyle.preview.heading')}
      </h3>
      <QrImage
        image={preview.image}
        alt={t('qrStyle.preview.alt')}
        loading={preview.status === 'updating'}
        stale={preview.stale}
      />
      <figcaption className="text-xs text-muted-foreground">{t('qrStyle.preview.caption')}</figcaption>
      <p role="status" className="min-h-4 justify-self-start text-xs text-muted-foreground">
        {preview.status === 'updating'
          ? t('qrStyle.preview.updating')
          : preview.status === 'invalid'
            ? t('qrStyle.preview.invalid')
            : ''}
      </p>
      {preview.failure ? (
        <p className="justify-self-start text-destructive text-sm">{preview.failure}</p>
      ) : null}
    </figure>
  )
}
