import {
  acText,
  DEFAULT_QR_STYLE,
  type QrStyle,
  type QrStyleInput,
  type QrStyleSettings,
  qrStyleInputSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { TenantCaller } from '../actor.ts'
import { decodeLogo, styledQrPng } from './qr-styled.ts'

type Tenant = { enterpriseId: string }

/** The enterprise's styles: the default, its own if saved, and which one draws its codes. */
export async function getQrStyleSettings(
  ctx: AppContext,
  { enterpriseId }: Tenant,
): Promise<QrStyleSettings> {
  const { data } = await ctx.entities.qrStyle.get({ enterpriseId }).go()
  const custom = data?.custom ? qrStyleInputSchema.parse(data.custom) : null
  return { active: data?.active ?? 'DEFAULT', default: DEFAULT_QR_STYLE, custom }
}

function checkedLogo(style: QrStyle) {
  if (!style.logo) return undefined
  try {
    return decodeLogo(style.logo)
  } catch {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Invalid logo: the PNG could not be read')
  }
}

/** Saves the caller's enterprise's own style and makes it active; the default stays as it is. */
export async function saveCustomStyle(ctx: AppContext, actor: TenantCaller, input: QrStyleInput) {
  const style = qrStyleInputSchema.parse(input)
  checkedLogo(style)
  await ctx.entities.qrStyle.put({ enterpriseId: actor.enterpriseId, active: 'CUSTOM', custom: style }).go()
  return getQrStyleSettings(ctx, actor)
}

/** Which style draws the caller's enterprise's codes: the default or its own (saved first). */
export async function activateStyle(
  ctx: AppContext,
  actor: TenantCaller,
  input: { active: 'DEFAULT' | 'CUSTOM' },
) {
  const settings = await getQrStyleSettings(ctx, actor)
  if (input.active === 'CUSTOM' && !settings.custom) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Save a style of your own before using it')
  }
  await ctx.entities.qrStyle
    .put({ enterpriseId: actor.enterpriseId, active: input.active, custom: settings.custom ?? undefined })
    .go()
  return getQrStyleSettings(ctx, actor)
}

/** The style that draws the enterprise's PICTURE outputs now. */
export async function activeStyle(ctx: AppContext, tenant: Tenant): Promise<QrStyle> {
  const settings = await getQrStyleSettings(ctx, tenant)
  return settings.active === 'CUSTOM' && settings.custom ? settings.custom : DEFAULT_QR_STYLE
}

/** A renderer for a style: decodes the logo once, then draws codes for ACs. */
export function qrRenderer(style: QrStyle | undefined) {
  const chosen = style ? qrStyleInputSchema.parse(style) : DEFAULT_QR_STYLE
  const logo = checkedLogo(chosen)
  return (ac: string) => styledQrPng(acText(ac), chosen, logo)
}

/** A preview of a style on a sample AC, as the PNG data URL the screen shows. */
export function previewStyle(style: QrStyleInput): string {
  const render = qrRenderer(qrStyleInputSchema.parse(style))
  return `data:image/png;base64,${render('1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815').toString('base64')}`
}
