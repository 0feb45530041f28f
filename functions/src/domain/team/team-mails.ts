import type { Language } from '@simlessly/shared/language'
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
  /** The inviter's language: the invited person has none saved yet. */
  language?: Language
}): OutgoingMail {
  if (input.language === 'zh-CN') {
    return {
      to: [input.to],
      subject: `您受邀加入 ${input.enterpriseName}`,
      text: [
        '您好：',
        '',
        `${input.inviterName} 邀请您以 ${input.roleName} 身份加入 ${input.enterpriseName}。`,
        '请在此接受邀请：',
        input.link,
        '',
        `链接仅可使用一次，于 ${dateOf(input.validUntil)}（UTC）过期。如果您不认识此团队，请忽略此邮件。`,
      ].join('\n'),
    }
  }
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
  language?: Language
}): OutgoingMail {
  if (input.language === 'zh-CN') {
    return {
      to: [input.to],
      subject: `${input.email} 申请加入 ${input.enterpriseName} 的新邀请`,
      text: [
        '您好：',
        '',
        `${input.email} 打开了一个已失效的 ${input.enterpriseName} 邀请，申请新的邀请。`,
        `请在成员页面重新发送：${input.membersLink}`,
        '',
        '如果您不希望此人加入团队，无需任何操作。',
      ].join('\n'),
    }
  }
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
