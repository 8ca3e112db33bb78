import {
  HOST_NAME_PATTERN,
  normaliseHost,
  PARTNER_ALLOWED_DOMAINS_MAX,
  PARTNER_MESSAGES as M,
} from '@rdo/contracts/partners'

export type AddDomainResult = { domains: string[]; error?: undefined } | { error: string }

/**
 * Adds a host name as a partner types it ("https://Shop.Example.com/store" → "shop.example.com"),
 * with the same rules the server applies on save. Adding one already listed changes nothing.
 */
export function addDomain(domains: readonly string[], typed: string): AddDomainResult {
  const host = normaliseHost(typed)
  if (!host) return { error: M.domainInvalid(typed.trim()) }
  if (!HOST_NAME_PATTERN.test(host)) return { error: M.domainInvalid(host) }
  if (domains.includes(host)) return { domains: [...domains] }
  if (domains.length >= PARTNER_ALLOWED_DOMAINS_MAX) return { error: M.tooManyDomains }
  return { domains: [...domains, host] }
}

export function sameDomains(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((domain, index) => domain === b[index])
}
