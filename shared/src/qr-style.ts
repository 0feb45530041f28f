import { z } from 'zod'

/**
 * The QR code beautifier: colours, a logo and its size. A built-in default that cannot be edited, and one
 * style of the enterprise's own; the active one draws the PICTURE outputs.
 */
export const QR_LOGO_MAX_BYTES = 200 * 1024
/**
 * The largest body of a style request: the logo as base64 (4 characters per 3 bytes, with the 1% the
 * schema tolerates) plus room for the colours and the JSON around them.
 */
export const QR_STYLE_MAX_BODY_BYTES = Math.ceil((QR_LOGO_MAX_BYTES * 1.01 * 4) / 3) + 16 * 1024
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Invalid colour: use #RRGGBB')
  .transform((v) => v.toUpperCase())

export const qrStyleInputSchema = z
  .object({
    foreground: colour,
    background: colour.default('#FFFFFF'),
    /** A PNG logo as a data URL, drawn in the middle of the code. */
    logo: z
      .string()
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Invalid logo: upload a PNG image')
      .refine(
        (v) => (v.length * 3) / 4 <= QR_LOGO_MAX_BYTES * 1.01,
        `The logo can be up to ${QR_LOGO_MAX_BYTES / 1024} KB`,
      )
      .optional(),
    /**
     * The logo's width as a share of the code's width. Every size in the range reads: the server draws a
     * code whose text is too short for its logo on a larger version, so the logo never hides more than
     * error correction H restores; past 30% that would take very dense codes.
     */
    logoSize: z
      .number()
      .min(0.1, 'At least 10%')
      .max(0.3, 'Up to 30%: a larger logo hides too much of the code')
      .default(0.2),
  })
  .refine((s) => contrastRatio(s.foreground, s.background) >= 4, {
    message: 'Choose colours with more contrast: readers need a dark code on a light background',
    path: ['foreground'],
  })
  .refine((s) => luminance(s.foreground) < luminance(s.background), {
    message: 'The code must be darker than its background',
    path: ['foreground'],
  })
export type QrStyleInput = z.input<typeof qrStyleInputSchema>
export type QrStyle = z.output<typeof qrStyleInputSchema>

export const DEFAULT_QR_STYLE: QrStyle = { foreground: '#000000', background: '#FFFFFF', logoSize: 0.2 }

export const qrStyleSettingsSchema = z.object({
  /** Which style draws the PICTURE outputs. */
  active: z.enum(['DEFAULT', 'CUSTOM']),
  default: z.object({ foreground: z.string(), background: z.string(), logoSize: z.number() }),
  custom: z
    .object({
      foreground: z.string(),
      background: z.string(),
      logoSize: z.number(),
      logo: z.string().optional(),
    })
    .nullable(),
})
export type QrStyleSettings = z.infer<typeof qrStyleSettingsSchema>

/** A sample QR code drawn in a style, as a PNG data URL. */
export const qrPreviewSchema = z.object({ image: z.string().startsWith('data:image/png;base64,') })
export const qrStyleActivateSchema = z.object({ active: z.enum(['DEFAULT', 'CUSTOM']) })

/** WCAG relative luminance of #RRGGBB. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}
