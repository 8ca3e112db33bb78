import type dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedDownload } from './guarded-download.ts'
import { isPublicAddress } from './public-address.ts'

let server: http.Server
let port: number
const requests: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.url === '/to-other-loopback') res.writeHead(302, { location: `http://127.0.0.2:${port}/x` }).end()
    else if (req.url === '/to-name') res.writeHead(301, { location: `http://private.test:${port}/x` }).end()
    else res.end('image bytes')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A resolver answering from a table, counting the questions. */
function resolverOf(table: Record<string, { address: string; family: number }[]>) {
  const asked: string[] = []
  const resolve = ((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
    asked.push(hostname)
    const found = table[hostname]
    if (found) callback(null, found)
    else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }))
  }) as unknown as typeof dns.lookup
  return { resolve, asked }
}

const onlyThisLoopback = (ip: string) => ip === '127.0.0.1'
const options = { maxBytes: 1000, timeoutMs: 3000, maxRedirects: 3 }

describe('guardedDownload', () => {
  it('refuses a name when any one of its addresses is not allowed', async () => {
    requests.length = 0
    const { resolve } = resolverOf({
      'mixed.test': [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    })
    await expect(
      guardedDownload(`http://mixed.test:${port}/x`, { ...options, allowAddress: isPublicAddress, resolve }),
    ).rejects.toThrow('mixed.test is not a public address')
    expect(requests).toEqual([])
  })

  it('connects to the address it checked, resolving the name once', async () => {
    const { resolve, asked } = resolverOf({ 'images.test': [{ address: '127.0.0.1', family: 4 }] })
    const body = await guardedDownload(`http://images.test:${port}/x`, {
      ...options,
      allowAddress: onlyThisLoopback,
      resolve,
    })
    expect(body.toString()).toBe('image bytes')
    expect(asked).toEqual(['images.test'])
  })

  it('checks every redirect again, by address and by name', async () => {
    const { resolve } = resolverOf({ 'private.test': [{ address: '10.1.2.3', family: 4 }] })
    const allowed = { ...options, allowAddress: onlyThisLoopback, resolve }
    await expect(guardedDownload(`http://127.0.0.1:${port}/to-other-loopback`, allowed)).rejects.toThrow(
      '127.0.0.2 is not a public address',
    )
    await expect(guardedDownload(`http://127.0.0.1:${port}/to-name`, allowed)).rejects.toThrow(
      'private.test is not a public address',
    )
  })

  it('refuses addresses that are not web addresses', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/x', 'data:image/png;base64,AAAA'])
      await expect(guardedDownload(url, { ...options, allowAddress: () => true })).rejects.toThrow(
        'not a web address',
      )
  })
})

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['172.32.0.1', true],
    ['2606:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['127.5.5.5', false],
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['not an address', false],
  ])('%s → %s', (ip, expected) => expect(isPublicAddress(ip)).toBe(expected))
})
