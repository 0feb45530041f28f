import type { AppContext } from '../context.ts'
import type { Job } from '../jobs.ts'

/** The job of one type, as the queue's schema gives it. */
export type JobOf<T extends Job['type']> = Extract<Job, { type: T }>

/**
 * What a consumer does with each job type: one entry per type of `jobSchema`, as `implement()` asks one
 * handler per endpoint. A job type added to the schema without its entry here fails the type check, so no
 * consumer can skip it silently (a switch without a case compiled, and the idempotent runner recorded the
 * job as done).
 */
export type JobHandlers = { [T in Job['type']]: (ctx: AppContext, job: JobOf<T>) => Promise<void> }

/**
 * Runs a job through its handler. A type without one (a message of a newer release read by an older
 * consumer) is an error, so the record fails and comes back instead of being recorded as done.
 */
export function runJob(handlers: JobHandlers, ctx: AppContext, job: Job): Promise<void> {
  const handler = Object.hasOwn(handlers, job.type) ? handlers[job.type] : undefined
  if (typeof handler !== 'function') {
    return Promise.reject(new Error(`No handler for job type ${String(job.type)}`))
  }
  return (handler as (ctx: AppContext, job: Job) => Promise<void>)(ctx, job)
}
