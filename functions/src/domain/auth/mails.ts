import type { OutgoingMail } from '../../adapters/mailer.ts'
import type { AppContext } from '../../context.ts'

/** Builds a console link for the brand the person came from (`/confirm/acme?code=...`). */
export function consoleLink(ctx: AppContext, route: string, sys: string | undefined, code: string): string {
  const path = sys ? `${route}/${encodeURIComponent(sys)}` : route
  return `${ctx.config.publicUrl}${path}?code=${encodeURIComponent(code)}`
}

export function verificationMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to: [to],
    subject: 'Confirm your email address',
    text: [
      `Hello ${firstName},`,
      '',
      'Confirm your email address to activate your account and start your 15-day free trial:',
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
