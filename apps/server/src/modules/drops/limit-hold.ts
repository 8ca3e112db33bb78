/**
 * Holds the answer to an attempt over the rate limit for `ms` before it is sent (a tarpit). A script
 * that fires attempts as fast as its connections allow then waits on each refusal, so its flood slows to
 * its number of connections per `ms` and the server's time goes to the pages and to the people in line;
 * a person never comes near the limit. A held answer costs a timer and an open request, no work; past
 * `max` held at once, answers go out at once, so an attacker cannot make the server keep more.
 */
export function createLimitHold({ ms, max }: { ms: number; max: number }) {
  let held = 0
  return {
    async hold(): Promise<void> {
      if (ms <= 0 || held >= max) return
      held++
      try {
        await new Promise((resolve) => setTimeout(resolve, ms))
      } finally {
        held--
      }
    },
    get held() {
      return held
    },
  }
}
