import type { QrStyle } from '@simlessly/shared'
import { useEffect, useMemo, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useQrStylePreview } from '@/api/qr-style'
import { formErrorMessage } from '@/lib/error-message'
import { applyFieldErrors } from '@/lib/form'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import {
  previewStyleOf,
  type QrStyleFormValues,
  qrStyleServerField,
  unreadableLogo,
} from './qr-style-form-values'

/** How long the values must rest before the preview is asked for (typing a hex, dragging the slider). */
export const PREVIEW_DELAY_MS = 300

export type LivePreview = {
  /** The values on screen, as the form holds them now. */
  values: QrStyleFormValues
  /** The last image the server drew, kept while the next one is on its way or the values are wrong. */
  image: string | null
  /** The image does not show the values on screen. */
  stale: boolean
  status: 'current' | 'updating' | 'invalid'
  /** Why the preview failed, when no field can say it. */
  failure: string | null
}

/**
 * The preview of the style being edited. Once the values rest, the fields are checked with the shared
 * schema (so a half-typed colour is not flagged while the user types) and a valid style is drawn by
 * the server; the server's own field errors go under the fields without taking the focus.
 */
export function useLivePreview(form: UseFormReturn<QrStyleFormValues, unknown, QrStyle>): LivePreview {
  const { control, setError, trigger } = form
  const [foreground, background, logo, logoSizePercent] = useWatch({
    control,
    name: ['foreground', 'background', 'logo', 'logoSizePercent'],
  })
  const current = useMemo(
    () => ({ foreground, background, logo, logoSizePercent }),
    [foreground, background, logo, logoSizePercent],
  )
  const settled = useDebouncedValue(current, PREVIEW_DELAY_MS)
  const style = useMemo(() => previewStyleOf(settled), [settled])
  const preview = useQrStylePreview(style)
  const [image, setImage] = useState<string | null>(null)
  const [onFields, setOnFields] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs each time the values come to rest
  useEffect(() => {
    void trigger()
  }, [settled, trigger])

  useEffect(() => {
    if (preview.data && !preview.isPlaceholderData) setImage(preview.data.image)
  }, [preview.data, preview.isPlaceholderData])

  useEffect(() => {
    if (!preview.error) {
      setOnFields(false)
      return
    }
    const applied = applyFieldErrors(preview.error, setError, qrStyleServerField, { shouldFocus: false })
    const logoMessage = applied ? null : unreadableLogo(preview.error)
    if (logoMessage) setError('logo', { type: 'server', message: logoMessage })
    setOnFields(applied || logoMessage !== null)
  }, [preview.error, setError])

  const updating = current !== settled || preview.isFetching
  const invalid = !updating && (style === null || (preview.isError && onFields))
  return {
    values: current,
    image,
    stale: updating || invalid || preview.isError,
    status: updating ? 'updating' : invalid ? 'invalid' : 'current',
    failure: !updating && preview.isError && !onFields ? formErrorMessage(preview.error) : null,
  }
}
