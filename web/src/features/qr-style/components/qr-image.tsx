import { QrCode } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

type QrImageProps = {
  image: string | null
  alt: string
  /** True while an image is on its way. */
  loading: boolean
  /** An image that no longer matches the style on screen, kept until the next one arrives. */
  stale?: boolean
  size?: 'sm' | 'lg'
}

/** A sample QR code as the server drew it, or where it will appear. */
export function QrImage({ image, alt, loading, stale = false, size = 'lg' }: QrImageProps) {
  const { t } = useTranslation()
  const box = size === 'lg' ? 'size-52' : 'size-32'
  if (!image) {
    return (
      <div
        className={cn(
          box,
          'grid place-items-center rounded-lg border border-input border-dashed bg-card text-muted-foreground',
        )}
      >
        {loading ? <Spinner className="size-6" /> : <QrCode aria-hidden="true" className="size-8" />}
        <span className="sr-only">{loading ? t('common.loading') : t('qrStyle.preview.empty')}</span>
      </div>
    )
  }
  return (
    <div className={cn(box, 'relative')}>
      <img
        src={image}
        alt={alt}
        width={size === 'lg' ? 208 : 128}
        height={size === 'lg' ? 208 : 128}
        className={cn(
          box,
          'rounded-lg border border-border bg-paper transition-opacity [image-rendering:pixelated]',
          stale && 'opacity-50',
        )}
      />
      {loading ? <Spinner className="absolute inset-0 m-auto size-6 text-muted-foreground" /> : null}
    </div>
  )
}
