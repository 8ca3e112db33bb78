import { describe, expect, it } from 'vitest'
import { apiPath } from '@rdo/contracts'
import { api } from './lib/api-client'
import { renderPage, withTransport } from './entry-server'

const ORIGIN = 'http://shop.test'

/** A transport that records the API paths a render asks for and answers like a visitor without a session. */
function recordingTransport() {
  const asked: string[] = []
  const transport = async (path: string) => {
    asked.push(path.split('?')[0]!)
    if (path.startsWith('/api/auth/session')) {
      return Response.json({ user: null, profile: null, impersonated_by: null })
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
  }
  return { asked, transport }
}

const queryKeysOf = (page: Awaited<ReturnType<typeof renderPage>>) =>
  page?.state?.queries.map((q) => q.queryKey) ?? []

describe('renderPage for signed-in visitors (member)', () => {
  it('renders a shared page without asking for the session or putting one in its state', async () => {
    const { asked, transport } = recordingTransport()
    const page = await renderPage(new URL('/shipping-info', ORIGIN), transport, { member: true })
    expect(page?.personal).toBeUndefined()
    expect(page?.html).toContain('<h1')
    expect(asked).not.toContain('/api/auth/session')
    expect(queryKeysOf(page)).not.toContainEqual(['session'])
    // The top bar keeps the session's slot (the browser's first render has no session either).
    expect(page?.html).not.toContain('>Login<')
  })

  it('the same page for a visitor without a session carries the session it was rendered with', async () => {
    const { asked, transport } = recordingTransport()
    const page = await renderPage(new URL('/shipping-info', ORIGIN), transport)
    expect(asked).toContain('/api/auth/session')
    expect(queryKeysOf(page)).toContainEqual(['session'])
    expect(page?.html).toContain('>Login<')
  })

  it('declines a server-rendered page that is not shared, before asking for any data', async () => {
    const { asked, transport } = recordingTransport()
    const page = await renderPage(new URL('/community-designs/some-design', ORIGIN), transport, {
      member: true,
    })
    expect(page).toEqual({ html: null, state: null, meta: null, personal: true })
    expect(asked).toEqual([])
  })

  it('declines a page whose title and card come from data that is not shared', async () => {
    const { asked, transport } = recordingTransport()
    const page = await renderPage(new URL('/user/someone', ORIGIN), transport, { member: true })
    expect(page?.personal).toBe(true)
    expect(asked).toEqual([])
  })

  it('a page with neither server rendering nor a card of its own is private: no markup, noindex', async () => {
    const { asked, transport } = recordingTransport()
    for (const path of ['/account', '/checkout', '/admin']) {
      const page = await renderPage(new URL(path, ORIGIN), transport, { member: true })
      expect(page).toEqual({ html: null, state: null, meta: null, noindex: true })
    }
    expect(asked).toEqual([])
  })
})

describe('renderPage with renders at once', () => {
  it("sends each render's API calls through its own transport, however their fetches interleave", async () => {
    const visitor = (name: string, delayMs: number) => {
      const asked: string[] = []
      const transport = async (path: string) => {
        asked.push(path.split('?')[0]!)
        await new Promise((r) => setTimeout(r, delayMs))
        if (path.startsWith('/api/auth/session')) {
          return Response.json({
            user: { id: name, email: `${name}@shop.test`, name, role: 'user', email_verified: true },
            profile: null,
            impersonated_by: null,
          })
        }
        return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
      }
      return { asked, transport }
    }
    const slow = visitor('Slowpoke', 30)
    const fast = visitor('Quickly', 1)
    const [a, b] = await Promise.all([
      renderPage(new URL('/shipping-info', ORIGIN), slow.transport),
      renderPage(new URL('/shipping-info', ORIGIN), fast.transport),
    ])
    expect(slow.asked).toContain('/api/auth/session')
    expect(fast.asked).toContain('/api/auth/session')
    expect(JSON.stringify(a?.state)).toContain('Slowpoke')
    expect(JSON.stringify(a?.state)).not.toContain('Quickly')
    expect(JSON.stringify(b?.state)).toContain('Quickly')
    expect(JSON.stringify(b?.state)).not.toContain('Slowpoke')
    // A render after both have finished still finds its transport.
    const late = visitor('Latecomer', 1)
    const c = await renderPage(new URL('/shipping-info', ORIGIN), late.transport)
    expect(JSON.stringify(c?.state)).toContain('Latecomer')
  })

  it('keeps each transport across awaits while fetches overlap, and refuses a call outside them', async () => {
    const asked: string[] = []
    const named = (name: string) => async (path: string) => {
      asked.push(`${name} ${path}`)
      return Response.json({})
    }
    const delay = (ms: number) => new Promise((r) => setTimeout(r, ms))
    await Promise.all([
      // Each call is made after its fetch has waited, while the other's is running or done.
      withTransport(named('first'), async () => {
        await delay(20)
        await api.get(apiPath('/api/categories'))
        await delay(1)
        await api.get(apiPath('/api/products'))
      }),
      withTransport(named('second'), async () => {
        await delay(5)
        await api.get(apiPath('/api/site/home'))
      }),
    ])
    expect(asked).toEqual(['second /api/site/home', 'first /api/categories', 'first /api/products'])
    // Outside every fetch there is no transport: the call fails instead of reaching another's.
    await expect(api.get(apiPath('/api/categories'))).rejects.toMatchObject({ status: 0 })
  })
})
