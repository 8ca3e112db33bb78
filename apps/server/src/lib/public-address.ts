import net from 'node:net'

/**
 * Addresses that are not on the public internet: this host, private and shared networks, link-local
 * (cloud metadata at 169.254.169.254), documentation, benchmarking, multicast and reserved ranges, and
 * IPv6 forms that carry an IPv4 address (IPv4-mapped addresses are matched against the IPv4 ranges).
 */
const NON_PUBLIC = new net.BlockList()
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv4')
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (never ::/8: it would hold every IPv4 address)
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: any IPv4 address, private ones included
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // Teredo and other protocol assignments
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: any IPv4 address
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv6')

/** True only for an IP address (v4 or v6) that is routed on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip)
  if (family === 0) return false
  return !NON_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}
