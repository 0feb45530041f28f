import type { Language } from '@simlessly/shared/language'
import type { OutgoingMail } from '../../adapters/mailer.ts'
import type { AppContext } from '../../context.ts'
import { count, MAILS_PER_ADDRESS } from './throttle.ts'

/** Mails go through the work queue; an address gets a bounded number per hour, silently capped. */
export async function sendMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  const to = mail.to.join(',')
  if ((await count(ctx, `mail:${to}`, MAILS_PER_ADDRESS)) > MAILS_PER_ADDRESS.limit) {
    ctx.logger.warn('mail throttled', { subject: mail.subject })
    return
  }
  await ctx.queue.enqueue([{ type: 'mail.send', mail }])
}

/** Each mail in English and in Simplified Chinese: the recipient's saved language picks one. */
export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  grant?: string,
  language: Language = 'en',
): OutgoingMail {
  const zh = language === 'zh-CN'
  const what = grant ?? (zh ? '15 天免费试用' : '15-day free trial')
  return {
    to: [to],
    subject: zh ? '请确认您的邮箱地址' : 'Confirm your email address',
    text: (zh
      ? [
          `${firstName}，您好：`,
          '',
          `请确认您的邮箱地址以激活账户并开始${what}：`,
          link,
          '',
          '链接仅可使用一次，24 小时内有效。如果您没有注册，请忽略此邮件。',
        ]
      : [
          `Hello ${firstName},`,
          '',
          `Confirm your email address to activate your account and start your ${what}:`,
          link,
          '',
          'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
        ]
    ).join('\n'),
  }
}

export function alreadyRegisteredMail(
  to: string,
  firstName: string,
  signInLink: string,
  resetLink: string,
  language: Language = 'en',
) {
  const zh = language === 'zh-CN'
  return {
    to: [to],
    subject: zh ? '您已有账户' : 'You already have an account',
    text: (zh
      ? [
          `${firstName}，您好：`,
          '',
          '有人（可能是您）尝试使用此地址注册，但该地址已有账户。',
          `登录：${signInLink}`,
          `忘记密码？${resetLink}`,
        ]
      : [
          `Hello ${firstName},`,
          '',
          'Someone (probably you) tried to sign up with this address, which already has an account.',
          `Sign in: ${signInLink}`,
          `Forgot your password? ${resetLink}`,
        ]
    ).join('\n'),
  } satisfies OutgoingMail
}

export function resetMail(
  to: string,
  firstName: string,
  link: string,
  language: Language = 'en',
): OutgoingMail {
  const zh = language === 'zh-CN'
  return {
    to: [to],
    subject: zh ? '重置您的密码' : 'Reset your password',
    text: (zh
      ? [
          `${firstName}，您好：`,
          '',
          '请在此设置新密码：',
          link,
          '',
          '链接仅可使用一次，30 分钟内有效。如果不是您本人申请，请忽略此邮件：您的密码保持不变。',
        ]
      : [
          `Hello ${firstName},`,
          '',
          'Choose a new password here:',
          link,
          '',
          'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail: your',
          'password stays as it is.',
        ]
    ).join('\n'),
  }
}
