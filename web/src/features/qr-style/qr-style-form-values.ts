import {
  ErrorCode,
  QR_LOGO_MAX_BYTES,
  type QrStyle,
  type QrStyleSettings,
  qrStyleInputSchema,
} from '@simlessly/shared'
import { ApiError } from '@/lib/api-error'
import { mappedResolver } from '@/lib/form'

/** The style as the form edits it: the logo size in whole percent, as the slider moves. */
export type QrStyleFormValues = {
  foreground: string
  background: string
  /** A PNG data URL, or null for a code without a logo. */
  logo: string | null
  /** The logo's width as a percentage of the code's; the API takes the share (20 -> 0.2). */
  logoSizePercent: number
}

const FIELDS = ['foreground', 'background', 'logo', 'logoSizePercent'] as const
export type QrStyleField = (typeof FIELDS)[number]

/** The slider's ends, read from the shared schema's limits (0.1-0.3). */
const logoSize = qrStyleInputSchema.shape.logoSize.unwrap()
export const LOGO_SIZE_PERCENT = {
  min: Math.round((logoSize.minValue ?? 0.1) * 100),
  max: Math.round((logoSize.maxValue ?? 0.3) * 100),
}

/** The form starts from the enterprise's saved style, or from the default when it has none yet. */
export function qrStyleFormValues(settings: Pick<QrStyleSettings, 'default' | 'custom'>): QrStyleFormValues {
  const style = settings.custom ?? settings.default
  return {
    foreground: style.foreground,
    background: style.background,
    logo: settings.custom?.logo ?? null,
    logoSizePercent: Math.round(style.logoSize * 100),
  }
}

/** The style the preview and save endpoints take. */
export function toQrStyleInput(values: QrStyleFormValues) {
  return {
    foreground: values.foreground,
    background: values.background,
    logo: values.logo ?? undefined,
    logoSize: values.logoSizePercent / 100,
  }
}

/** Where a schema issue or a server field error belongs: the size's under the slider. */
export function qrStyleFormPath(path: readonly (PropertyKey | string)[]): QrStyleField | 'root' {
  const [head] = path.map(String)
  if (head === 'logoSize') return 'logoSizePercent'
  return FIELDS.find((field) => field === head) ?? 'root'
}

/** For applyFieldErrors: the field a server path names, or undefined when it is none of the form's. */
export function qrStyleServerField(path: string[]): QrStyleField | undefined {
  const field = qrStyleFormPath(path)
  return field === 'root' ? undefined : field
}

const sharedResolver = mappedResolver(qrStyleInputSchema, toQrStyleInput, qrStyleFormPath)

/**
 * The shared schema, with one thing left out: its contrast rules compare the two colours even while the
 * background is half typed, so until it is a colour they say nothing about the foreground.
 */
export const qrStyleResolver: typeof sharedResolver = async (values, context, options) => {
  const result = await sharedResolver(values, context, options)
  const { foreground, ...others } = result.errors
  return others.background && foreground?.type === 'custom' ? { values: {}, errors: others } : result
}

/** The style to preview, or null while the values break a rule (the fields say which). */
export function previewStyleOf(values: QrStyleFormValues): QrStyle | null {
  const parsed = qrStyleInputSchema.safeParse(toQrStyleInput(values))
  return parsed.success ? parsed.data : null
}

// The shared schema's words, so the browser's check and the server's read the same.
const NOT_PNG = 'Invalid logo: upload a PNG image'
const TOO_BIG = `The logo can be up to ${QR_LOGO_MAX_BYTES / 1024} KB`
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A chosen file that is too large is refused before it is read. */
export function logoSizeError(file: Pick<File, 'size'>): string | null {
  return file.size > QR_LOGO_MAX_BYTES ? TOO_BIG : null
}

/**
 * The logo as the API takes it: a PNG data URL. The file's bytes decide (its name and declared type can
 * be anything), so a JPEG renamed .png is refused here rather than by the server.
 */
export function logoDataUrl(bytes: Uint8Array): { dataUrl: string } | { error: string } {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return { error: NOT_PNG }
  let binary = ''
  // In slices: spreading 200 KB of arguments at once overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return { dataUrl: `data:image/png;base64,${btoa(binary)}` }
}

/**
 * A logo the server could not decode comes back as a message without a field (the schema only checks the
 * data URL's shape); it belongs under the logo all the same.
 */
export function unreadableLogo(error: unknown): string | null {
  const logoMessage =
    error instanceof ApiError &&
    error.code === ErrorCode.VALIDATION_FAILED &&
    error.fieldErrors.length === 0 &&
    error.msg.startsWith('Invalid logo')
  return logoMessage ? error.msg : null
}
