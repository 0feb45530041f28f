import { QR_LOGO_MAX_BYTES } from '@simlessly/shared'
import { ImageUp, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { translateValidation } from '@/lib/validation-message'
import { logoDataUrl, logoSizeError } from '../qr-style-form-values'

const ID = 'qr-logo'
const UNREADABLE = 'Invalid logo: the PNG could not be read'

type LogoFieldProps = {
  logo: string | null
  error: string | undefined
  onLogo: (dataUrl: string | null) => void
  /** A file refused here, before it reaches the server (too large, not a PNG). */
  onProblem: (message: string) => void
}

/**
 * The logo: the one in use as a thumbnail, a PNG to choose (checked for size before it is read, and for
 * being a PNG by its bytes) and a way to remove it. The file input stays in the page, visually hidden,
 * so keyboard and screen reader users choose the file the usual way.
 */
export function LogoField({ logo, error, onLogo, onProblem }: LogoFieldProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [reading, setReading] = useState(false)
  const message = translateValidation(error)
  const describedBy = [`${ID}-hint`, message ? `${ID}-error` : undefined].filter(Boolean).join(' ')

  const choose = async (file: File | undefined) => {
    if (!file) return
    const tooBig = logoSizeError(file)
    if (tooBig) return onProblem(tooBig)
    setReading(true)
    try {
      const result = logoDataUrl(new Uint8Array(await file.arrayBuffer()))
      if ('error' in result) onProblem(result.error)
      else onLogo(result.dataUrl)
    } catch {
      onProblem(UNREADABLE)
    } finally {
      setReading(false)
      // The same file can be chosen again after a removal.
      if (input.current) input.current.value = ''
    }
  }
  const remove = () => {
    onLogo(null)
    // The remove button goes with the logo: the focus goes to the way of choosing a new one.
    input.current?.focus()
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={ID}>{t('qrStyle.custom.logo')}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          <img
            src={logo}
            alt={t('qrStyle.custom.currentLogo')}
            className="size-14 rounded-md border border-border bg-paper object-contain p-1"
          />
        ) : (
          <span className="grid size-14 place-items-center rounded-md border border-input border-dashed text-center text-[11px] text-muted-foreground leading-tight">
            {t('qrStyle.custom.noLogo')}
          </span>
        )}
        <span className="relative inline-flex has-[:focus-visible]:rounded-md has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40">
          <input
            ref={input}
            id={ID}
            type="file"
            accept=".png,image/png"
            aria-invalid={Boolean(message)}
            aria-describedby={describedBy}
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {/* For the pointer only: keyboard users reach the input itself, which opens the same picker. */}
          <span
            aria-hidden="true"
            onClick={() => input.current?.click()}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'cursor-pointer')}
          >
            {reading ? <Spinner /> : <ImageUp />}
            {t('fileDrop.choose')}
          </span>
        </span>
        {logo ? (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" />
            {t('qrStyle.custom.removeLogo')}
          </Button>
        ) : null}
      </div>
      <p id={`${ID}-hint`} className="text-xs text-muted-foreground">
        {t('qrStyle.custom.logoHint', { size: QR_LOGO_MAX_BYTES / 1024 })}
      </p>
      {message ? (
        <p id={`${ID}-error`} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </div>
  )
}
