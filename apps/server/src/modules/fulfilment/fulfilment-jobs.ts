import type { AppContext } from '../../types.ts'
import { SUBMIT_JOB } from './fulfilment.service.ts'
import { submitPrintifyFulfilment } from './printify-submit.ts'

/** The Printify submission worker: one order at a time per process, retried by the queue. */
export async function registerFulfilmentJobs(ctx: AppContext) {
  await ctx.jobs.work<{ fulfilment_id: string }>(SUBMIT_JOB, async (data, job) => {
    await submitPrintifyFulfilment(ctx, data.fulfilment_id, {
      lastTry: job.retryCount >= job.retryLimit,
    })
  })
}
