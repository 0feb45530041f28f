import { physicalName, type StageSettings } from './settings.ts'

/**
 * Mail through SES, which the console reaches as SMTP (`SMTP_URL`, nodemailer), as locally it reaches the
 * sink. The sender is an SES identity: a domain gets its DKIM and DMARC records in Route 53, an address a
 * verification mail. SMTP needs credentials of an IAM user: one per stage that may only send from the
 * sender, whose key's SMTP password SES derives (kept as a Pulumi secret in the stage's state). A new
 * account's SES is in its sandbox, sending only to verified addresses, until AWS grants production access.
 */
export function createMail(settings: StageSettings) {
  const email = new sst.aws.Email('Mail', { sender: settings.mailSender })
  const user = new aws.iam.User('MailSender', { name: physicalName('MailSender') })
  const fromAddress = settings.mailSender.includes('@') ? settings.mailSender : `*@${settings.mailSender}`
  new aws.iam.UserPolicy('MailSenderPolicy', {
    name: physicalName('MailSenderPolicy'),
    user: user.name,
    policy: $jsonStringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: 'ses:SendRawEmail',
          Resource: '*',
          Condition: { StringLike: { 'ses:FromAddress': fromAddress } },
        },
      ],
    }),
  })
  const key = new aws.iam.AccessKey('MailSenderKey', { user: user.name })
  const region = aws.getRegionOutput().name
  const smtpUrl = $resolve([key.id, key.sesSmtpPasswordV4, region]).apply(
    ([id, password, region]) =>
      `smtps://${encodeURIComponent(id)}:${encodeURIComponent(password)}@email-smtp.${region}.amazonaws.com:465`,
  )
  return { email, smtpUrl: $util.secret(smtpUrl), from: settings.mailFrom }
}
