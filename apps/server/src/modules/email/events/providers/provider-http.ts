/**
 * The outgoing calls the provider webhooks make: fetching an SNS signing certificate and visiting an
 * SNS SubscribeURL. Kept on the email runtime (`ctx.runtimes.email.providerHttp`) so a test can answer
 * them without the network.
 */
export type ProviderHttp = {
  /** The PEM certificate at an SNS SigningCertURL (already checked to be an SNS https URL). */
  fetchCertificate(url: string): Promise<string>
  /** Visits an SNS SubscribeURL, which confirms the subscription. */
  confirmSubscription(url: string): Promise<void>
}

const TIMEOUT_MS = 10_000

async function get(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.text()
}

/** Fetches over the network; certificates are kept (they are few and change rarely). */
export function createProviderHttp(): ProviderHttp {
  const certificates = new Map<string, Promise<string>>()
  return {
    fetchCertificate(url) {
      let cert = certificates.get(url)
      if (!cert) {
        cert = get(url)
        // A failed fetch is not remembered; at most a few dozen certificates are kept.
        cert.catch(() => certificates.delete(url))
        if (certificates.size >= 50) certificates.delete(certificates.keys().next().value!)
        certificates.set(url, cert)
      }
      return cert
    },
    async confirmSubscription(url) {
      await get(url)
    },
  }
}
