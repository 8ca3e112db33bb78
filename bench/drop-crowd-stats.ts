import type { BuyerKind } from './drop-clients.ts'

/** What the drop-day crowd measured in one rush (bench/drop-clients.ts), for the report. */
export type CrowdStats = {
  htmlMs: number[]
  apiMs: number[]
  /**
   * Each page's time in three legs, from the server's stamps: from sending to the server beginning it
   * (the network, the server's accept and read queues), the server's own handling, and from its
   * answer to the crowd reading the end of it (the answer's way back and the crowd's own loop).
   */
  htmlLegs: Legs[]
  apiLegs: Legs[]
  decisionMs: number[]
  /** When each person's first Buy press left, counted from the start (the opening draw's clock). */
  pressAtMs: number[]
  /** When each person's decision arrived, counted from the start. */
  decidedAtMs: number[]
  checkoutMs: number[]
  /** A granted buyer's shipping quote and order, each in its legs: where the checkout's time went. */
  quoteLegs: Legs[]
  orderLegs: Legs[]
  legitUndecided: number
  admitted: Record<BuyerKind, number>
  ordersCreated: Record<BuyerKind, number>
  /** Answers to admission requests, by status and error code ('200', '409 SOLD_OUT', …). */
  admissionAnswers: Record<string, number>
  /** Answers to order requests that did not create an order. */
  orderRefusals: Record<string, number>
  pageErrors: Record<string, number>
  responses: number
  responses5xx: number
  networkErrors: number
  /** Network failures by error code (ECONNRESET, TIMEOUT after 60 s, …). */
  networkCodes: Record<string, number>
  botAttempts: number
  botRefused: number
  durationMs: number
  cpuMs: number
  /** The crowd's own event-loop delay through the rush: how long answers waited on this process. */
  loopP99Ms: number
  loopMaxMs: number
}

export type Legs = { total: number; before: number; server: number; after: number }

/** Figures before the rush: nothing counted yet. */
export function emptyCrowdStats(): CrowdStats {
  return {
    htmlMs: [],
    apiMs: [],
    htmlLegs: [],
    apiLegs: [],
    decisionMs: [],
    pressAtMs: [],
    decidedAtMs: [],
    checkoutMs: [],
    quoteLegs: [],
    orderLegs: [],
    legitUndecided: 0,
    admitted: { legit: 0, fresh: 0, scripted: 0 },
    ordersCreated: { legit: 0, fresh: 0, scripted: 0 },
    admissionAnswers: {},
    orderRefusals: {},
    pageErrors: {},
    responses: 0,
    responses5xx: 0,
    networkErrors: 0,
    networkCodes: {},
    botAttempts: 0,
    botRefused: 0,
    durationMs: 0,
    cpuMs: 0,
    loopP99Ms: 0,
    loopMaxMs: 0,
  }
}
