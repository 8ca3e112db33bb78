import { SEND_EMAIL_JOB } from './modules/email/mailer.ts'
import type { AppContext } from './types.ts'
import { registerOrderJobs } from './modules/orders/order-expiry.ts'

export type WorkerRegistration = (ctx: AppContext) => Promise<void>

/** Background job handlers. Each domain with jobs adds its registration here. */
const registrations: WorkerRegistration[] = [
  async (ctx) => {
    await ctx.jobs.work<{ id: string }>(SEND_EMAIL_JOB, async ({ id }) => ctx.mailer.deliver(id))
  },
  registerOrderJobs,
]

export async function startWorkers(ctx: AppContext) {
  await ctx.jobs.start()
  for (const register of registrations) await register(ctx)
}

export function addWorker(register: WorkerRegistration) {
  registrations.push(register)
}
