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

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  grant = '15-day free trial',
): OutgoingMail {
  return {
    to: [to],
    subject: 'Confirm your email address',
    text: [
      `Hello ${firstName},`,
      '',
      `Confirm your email address to activate your account and start your ${grant}:`,
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
    ].join('\n'),
  }
}

export function alreadyRegisteredMail(to: string, firstName: string, signInLink: string, resetLink: string) {
  return {
    to: [to],
    subject: 'You already have an account',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone (probably you) tried to sign up with this address, which already has an account.',
      `Sign in: ${signInLink}`,
      `Forgot your password? ${resetLink}`,
    ].join('\n'),
  } satisfies OutgoingMail
}

export function resetMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to: [to],
    subject: 'Reset your password',
    text: [
      `Hello ${firstName},`,
      '',
      'Choose a new password here:',
      link,
      '',
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail: your',
      'password stays as it is.',
    ].join('\n'),
  }
}
