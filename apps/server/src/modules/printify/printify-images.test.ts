import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import type { AppContext } from '../../types.ts'
import { createStorage } from '../files/index.ts'
import { downloadImages, ImageDownloadError } from './printify-images.ts'

let server: http.Server
let origin: string
let dataDir: string
let png: Buffer
const requests: string[] = []
let endless = { sent: 0, closed: false }

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'printify-images-'))
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    const hops = /^\/hops\/(\d+)$/.exec(req.url ?? '')
    if (hops) {
      const left = Number(hops[1])
      res.writeHead(302, { location: left > 0 ? `/hops/${left - 1}` : '/image.png' }).end()
    } else if (req.url === '/endless.png') {
      // No length announced, and no end: only the reader's limit stops it.
      endless = { sent: 0, closed: false }
      res.writeHead(200, { 'content-type': 'image/png' })
      const chunk = Buffer.alloc(64 * 1024)
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) endless.sent += chunk.length
        if (!res.destroyed) endless.sent += chunk.length
      }
      res.on('drain', pump)
      res.on('close', () => (endless.closed = true))
      pump()
    } else {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await fs.rm(dataDir, { recursive: true, force: true })
})

/** A context with the given Printify API address and a disk store in a temporary folder. */
function contextFor(printifyBaseUrl: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PRINTIFY_BASE_URL: printifyBaseUrl })
  return { config, storage: createStorage(config) } as unknown as AppContext
}
const download = (ctx: AppContext, src: string) => downloadImages(ctx, [{ src } as never], [])

describe('Printify image downloads', () => {
  // A public API address written as digits: the policy needs no name lookup.
  const publicApi = () => contextFor('https://1.1.1.1/v1')

  it('refuse loopback, private and link-local addresses when Printify is on the internet', async () => {
    requests.length = 0
    const port = new URL(origin).port
    for (const src of [
      `${origin}/image.png`,
      `http://localhost:${port}/image.png`,
      `http://[::1]:${port}/image.png`,
      `http://[::ffff:127.0.0.1]:${port}/image.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/image.png',
      'http://192.168.1.1/image.png',
    ]) {
      const refused = download(publicApi(), src)
      await expect(refused).rejects.toThrow(ImageDownloadError)
      await expect(refused).rejects.toThrow(/is not a public address/)
    }
    expect(requests).toEqual([])
  })

  it('download from this machine when the Printify API is here too (the stand-in)', async () => {
    const [copy] = await download(contextFor(`${origin}/v1`), `${origin}/image.png`)
    expect(copy!.url).toMatch(/^\/files\/products\//)
  })

  it('follow at most three redirects', async () => {
    const local = contextFor(`${origin}/v1`)
    requests.length = 0
    const [copy] = await download(local, `${origin}/hops/2`)
    expect(copy!.url).toMatch(/^\/files\/products\//)
    expect(requests).toEqual(['/hops/2', '/hops/1', '/hops/0', '/image.png'])

    requests.length = 0
    await expect(download(local, `${origin}/hops/3`)).rejects.toThrow(/more than 3 redirects/)
    expect(requests).toEqual(['/hops/3', '/hops/2', '/hops/1', '/hops/0'])
  })

  it('stop reading an image past the size limit and close the connection', { timeout: 8000 }, async () => {
    const started = Date.now()
    await expect(download(contextFor(`${origin}/v1`), `${origin}/endless.png`)).rejects.toThrow(
      /larger than 10485760 bytes/,
    )
    expect(Date.now() - started).toBeLessThan(3000)
    await expect.poll(() => endless.closed, { timeout: 2000 }).toBe(true)
    expect(endless.sent).toBeLessThan(16 * 1024 * 1024)
  })
})
