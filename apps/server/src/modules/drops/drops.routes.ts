import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DROP_ADMISSION_MINUTES,
  DROP_MESSAGES,
  dropAdmissionBody,
  dropAdmissionResponse,
  dropClockResponse,
  dropNotifyResponse,
  idParams,
} from '@rdo/contracts'
import { caller, PUBLIC, USER } from '../../lib/access.ts'
import { requestStart } from '../../lib/request-start.ts'
import { requestAdmission, requestNotify } from './admission.service.ts'
import { DropRefusal, refusals } from './drop-rules.ts'
import { holdScriptedRefusal } from './limit-hold.ts'

const tags = ['drops']
const WINDOW_MS = 10_000
/** Buyers' drop routes: the server's clock for countdowns, a place in the drop, the opening notice. */
const dropRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const { pulse, lines, turns } = ctx.runtimes.drops
  // Two limits on arrivals, both in the shared rate-limit store: per account, and per network address
  // (looser: many buyers can share one).
  const perAccount = app.createRateLimit({
    max: 5,
    timeWindow: WINDOW_MS,
    keyGenerator: async (req: FastifyRequest) => `drop-admission:user:${(await caller(req)).id}`,
  })
  const perAddress = app.createRateLimit({
    max: 60,
    timeWindow: WINDOW_MS,
    keyGenerator: (req: FastifyRequest) => `drop-admission:ip:${req.ip}`,
  })
  const exceeded = async (req: FastifyRequest) => {
    const [account, address] = await Promise.all([perAccount(req), perAddress(req)])
    return (!account.isAllowed && account.isExceeded) || (!address.isAllowed && address.isExceeded)
  }

  app.get(
    '/drops/clock',
    { config: { access: PUBLIC }, schema: { tags, response: { 200: dropClockResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return { now: new Date().toISOString() }
    },
  )

  /**
   * Each press is noted the moment its request is read, before its session, limits and account are
   * (`received`, called by the access check before it looks up the caller):
   * an opening draw ending meanwhile waits for it if it can have arrived in the draw's seconds. Its
   * earliest possible arrival comes from the loop's turns (lib/loop-turns.ts), recorded while presses
   * come in, or, behind a trusted balancer, from when the balancer received it (lib/request-start.ts):
   * a cold or busy instance can read presses seconds after that, and they still arrived in time.
   */
  const presses = new WeakMap<FastifyRequest, { readAt: number; drawAt: number; release: () => void }>()
  const WATCH_MS = 10_000

  app.post(
    '/drops/:id/admission',
    {
      config: {
        access: USER,
        received: (req) => {
          const readAt = Date.now()
          turns.watchUntil(readAt + WATCH_MS)
          const drawAt = Math.min(turns.earliestArrival(readAt), requestStart(req, readAt) ?? readAt)
          const dropId = (req.params as { id: string }).id
          presses.set(req, { readAt, drawAt, release: lines.noteArrival(dropId, drawAt) })
        },
      },
      // A press refused before it reached the handler (not signed in, a malformed body) is no longer read.
      onResponse: (req, _reply, done) => {
        presses.get(req)?.release()
        done()
      },
      schema: { tags, params: idParams, body: dropAdmissionBody, response: { 200: dropAdmissionResponse } },
      // A request without a body (no content type, nothing sent) takes the schema's defaults: one unit.
      preValidation: async (req) => {
        req.body ??= {} as typeof req.body
      },
    },
    async (req, reply) => {
      // When the request was read: the order buyers are lined up in, however long their session and
      // account take to read under a rush.
      const press = presses.get(req)!
      reply.header('cache-control', 'no-store')
      try {
        const user = await caller(req)
        if (await exceeded(req)) throw refusals.tooManyAttempts()
        const admission = await requestAdmission(ctx, {
          dropId: req.params.id,
          userId: user.id,
          quantity: req.body.quantity,
          arrivedAt: press.readAt,
          drawAt: press.drawAt,
          reading: press.release,
        })
        return { admission, message: DROP_MESSAGES.admitted(DROP_ADMISSION_MINUTES) }
      } catch (err) {
        press.release()
        if (err instanceof DropRefusal) pulse.countRefusal(req.params.id, err.reason)
        await holdScriptedRefusal(ctx, err)
        throw err
      }
    },
  )

  app.post(
    '/drops/:id/notify',
    { config: { access: USER }, schema: { tags, params: idParams, response: { 200: dropNotifyResponse } } },
    async (req) => {
      const user = await caller(req)
      await requestNotify(ctx, req.params.id, user.id)
      return { message: DROP_MESSAGES.notifyAsked }
    },
  )
}

export default dropRoutes
