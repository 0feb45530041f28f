import type { AppContext } from '../context.ts'
import type { Job } from '../jobs.ts'

type SendMailJob = Extract<Job, { type: 'mail.send' }>

export async function sendMail(ctx: AppContext, job: SendMailJob): Promise<void> {
  const { messageId } = await ctx.mailer.send(job.mail)
  ctx.logger.info('mail sent', { jobId: job.id, messageId, recipients: job.mail.to.length })
}
