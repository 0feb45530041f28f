import type { OutgoingMail } from '../../adapters/mailer.ts'

const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10)

export function invitationMail(input: {
  to: string
  enterpriseName: string
  /** The name of the brand the enterprise uses the console under. */
  appName: string
  inviterName: string
  roleName: string
  link: string
  validUntil: number
}): OutgoingMail {
  return {
    to: [input.to],
    subject: `You are invited to join ${input.enterpriseName}`,
    text: [
      'Hello,',
      '',
      `${input.inviterName} invites you to join ${input.enterpriseName} as ${input.roleName} on ${input.appName}.`,
      'Accept the invitation here:',
      input.link,
      '',
      `The link works once and expires on ${dateOf(input.validUntil)} (UTC). If you do not know this team,`,
      'ignore this mail.',
    ].join('\n'),
  }
}

export function newInvitationAskedMail(input: {
  to: string
  email: string
  enterpriseName: string
  membersLink: string
}): OutgoingMail {
  return {
    to: [input.to],
    subject: `${input.email} asks for a new invitation to ${input.enterpriseName}`,
    text: [
      'Hello,',
      '',
      `${input.email} opened an invitation to ${input.enterpriseName} that no longer works and asks for a new one.`,
      `Resend it from the Members screen: ${input.membersLink}`,
      '',
      'If you do not want this person in the team, you need not do anything.',
    ].join('\n'),
  }
}
