/**
 * How far the server's clock is ahead of this browser's (ms, negative when behind), from one reading:
 * the server read its clock about halfway through the round trip, so its answer is compared with the
 * midpoint of the browser's send and receive times.
 */
export function clockOffsetMs(sentAtMs: number, serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow)
  if (!Number.isFinite(server)) return 0
  return Math.round(server - (sentAtMs + receivedAtMs) / 2)
}
