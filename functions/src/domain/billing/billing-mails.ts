import { trialEndingMessage, trialExpiredMessage } from '@simlessly/shared'
import type { Language } from '@simlessly/shared/language'
import type { OutgoingMail } from '../../adapters/mailer.ts'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { userLanguage } from '../language.ts'

/** The mails billing sends an enterprise's owner, in the product's words. */
export type BillingMail =
  | { kind: 'trial-warning'; appName: string; days: number }
  | { kind: 'trial-expired'; appName: string }
  | { kind: 'renewal-reminder'; planName: string; renewsAt: number }
  | { kind: 'renewal-failed'; planName: string; usableUntil: number }

const day = (at: number) => new Date(at).toISOString().slice(0, 10)

/** The same mails in Simplified Chinese, for an owner who reads the console in it. */
function chineseContent(mail: BillingMail, link: string): { subject: string; lines: string[] } {
  switch (mail.kind) {
    case 'trial-warning': {
      const message = `您的 ${mail.appName} 免费试用将在 ${mail.days} 天后到期。`
      return { subject: message, lines: [message, `选择套餐以继续生成：${link}`] }
    }
    case 'trial-expired': {
      const message = `您的 ${mail.appName} 免费试用已到期。`
      return { subject: message, lines: [message, `选择套餐以继续生成：${link}`] }
    }
    case 'renewal-reminder':
      return {
        subject: `您的 ${mail.planName} 套餐将于 ${day(mail.renewsAt)} 续订`,
        lines: [
          `您的 ${mail.planName} 套餐将于 ${day(mail.renewsAt)}（UTC）续订；届时将从已绑定的银行卡扣款。`,
          `如需停止续订，请在订阅页面取消：${link}`,
        ],
      }
    case 'renewal-failed':
      return {
        subject: `您的 ${mail.planName} 套餐续订付款失败`,
        lines: [
          `您的 ${mail.planName} 套餐续订付款失败。在重新尝试扣款期间，套餐可使用至 ${day(mail.usableUntil)}（UTC）。`,
          `请更新银行卡或通过银行转账支付以保留套餐：${link}`,
        ],
      }
  }
}

function content(mail: BillingMail, link: string, language: Language): { subject: string; lines: string[] } {
  if (language === 'zh-CN') return chineseContent(mail, link)
  switch (mail.kind) {
    case 'trial-warning': {
      const message = trialEndingMessage(mail.appName, mail.days)
      return { subject: message, lines: [message, `Choose a plan to go on generating: ${link}`] }
    }
    case 'trial-expired': {
      const message = trialExpiredMessage(mail.appName)
      return { subject: message, lines: [message, `Choose a plan to go on generating: ${link}`] }
    }
    case 'renewal-reminder':
      return {
        subject: `Your ${mail.planName} plan renews on ${day(mail.renewsAt)}`,
        lines: [
          `Your ${mail.planName} plan renews on ${day(mail.renewsAt)} (UTC); the card on file will be charged.`,
          `To stop the renewal, cancel it on the Subscription page: ${link}`,
        ],
      }
    case 'renewal-failed':
      return {
        subject: `The renewal payment of your ${mail.planName} plan failed`,
        lines: [
          `The renewal payment of your ${mail.planName} plan failed. The plan stays usable until ${day(mail.usableUntil)} (UTC) while the card is tried again.`,
          `Update the card or pay by bank transfer to keep your plan: ${link}`,
        ],
      }
  }
}

/** Queues a billing mail to the enterprise's owner (the worker sends it); false when there is no owner. */
export async function mailOwner(ctx: AppContext, enterpriseId: string, mail: BillingMail): Promise<boolean> {
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  const { data: owner } = enterprise
    ? await ctx.entities.user.get({ userId: enterprise.ownerUserId }).go()
    : { data: null }
  if (!owner) return false
  const language = await userLanguage(ctx, owner.userId)
  const { subject, lines } = content(mail, `${ctx.publicUrl}/subscription`, language)
  const greeting = language === 'zh-CN' ? `${owner.firstName}，您好：` : `Hello ${owner.firstName},`
  const outgoing: OutgoingMail = { to: [owner.email], subject, text: [greeting, '', ...lines].join('\n') }
  await ctx.queue.enqueue([{ type: 'mail.send', mail: outgoing }])
  return true
}

type PeriodKeys = Pick<SubscriptionItem, 'enterpriseId' | 'subscriptionId'>

/**
 * Claims the right to send `marker` for a subscription period, once: a conditional append to its
 * `notified` list, so two runs of the job racing for it send one mail. False: already claimed.
 */
export async function claimNotice(ctx: AppContext, period: PeriodKeys, marker: string): Promise<boolean> {
  try {
    await ctx.entities.subscription
      .patch(period)
      .append({ notified: [marker] })
      .where(({ notified }, { contains }) => `NOT ${contains(notified, marker)}`)
      .go()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}

/** Gives a claim back when its mail could not be queued, so the next run tries again. */
export async function releaseNotice(ctx: AppContext, period: PeriodKeys, marker: string): Promise<void> {
  const { data } = await ctx.entities.subscription.get(period).go({ consistent: true })
  if (!data?.notified?.includes(marker)) return
  await ctx.entities.subscription
    .patch(period)
    .set({ notified: data.notified.filter((m) => m !== marker) })
    .where(({ notified }, { contains }) => contains(notified, marker))
    .go()
}

/**
 * Claims `marker`, then queues the mail; a mail that cannot be queued gives the claim back. A marker
 * already read on the period (the job looks at a period on every run until it ends) costs no write.
 */
export async function notifyOnce(
  ctx: AppContext,
  period: PeriodKeys & { notified?: readonly string[] | undefined },
  marker: string,
  mail: BillingMail,
): Promise<boolean> {
  const keys = { enterpriseId: period.enterpriseId, subscriptionId: period.subscriptionId }
  const notified = period.notified ?? (await ctx.entities.subscription.get(keys).go()).data?.notified
  if (!notified || notified.includes(marker)) return false
  if (!(await claimNotice(ctx, keys, marker))) return false
  try {
    return await mailOwner(ctx, keys.enterpriseId, mail)
  } catch (error) {
    await releaseNotice(ctx, keys, marker).catch(() => undefined)
    throw error
  }
}
