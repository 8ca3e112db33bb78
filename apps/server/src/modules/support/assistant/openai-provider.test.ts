import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AssistantInput } from './assistant.ts'
import { AssistantUnavailable, buildMessages, createOpenAiProvider } from './openai-provider.ts'

const input: AssistantInput = {
  question: 'And the return window?',
  topic: 'returns',
  subject: 'Hoodie',
  customerName: null,
  order: null,
  history: [
    { message: 'My hoodie is too small', isStaff: false },
    { message: 'Sorry to hear that!', isStaff: true },
  ],
}

describe('OpenAI-compatible provider', () => {
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    // Never answers: stands for a model that hangs.
    server = http.createServer(() => {})
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('gives up on a model that never answers after the configured timeout', async () => {
    const provider = createOpenAiProvider({ baseUrl: base, model: 'm', timeoutMs: 300 })
    const started = Date.now()
    await expect(provider.answer(input)).rejects.toBeInstanceOf(AssistantUnavailable)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  describe('without a configured timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      // AbortSignal.timeout runs on Node's internal clock; this stand-in uses the faked one.
      vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
        const controller = new AbortController()
        setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms)
        return controller.signal
      })
      // A model that hangs until the request is aborted.
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              init.signal!.addEventListener('abort', () => reject(init.signal!.reason))
            }),
        ),
      )
    })
    afterEach(() => {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
      vi.useRealTimers()
    })

    it('waits 20 seconds for the model, then fails cleanly', async () => {
      const provider = createOpenAiProvider({ baseUrl: 'http://model.test/v1', model: 'm' })
      let outcome: unknown = 'pending'
      provider.answer(input).then(
        (answer) => (outcome = answer),
        (err: unknown) => (outcome = err),
      )
      await vi.advanceTimersByTimeAsync(19_999)
      expect(outcome).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(outcome).toBeInstanceOf(AssistantUnavailable)
    })
  })

  it('fails cleanly when nothing listens', async () => {
    const provider = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' })
    await expect(provider.answer(input)).rejects.toBeInstanceOf(AssistantUnavailable)
  })

  it('maps the conversation to chat roles and appends the new question', () => {
    const [system, ...rest] = buildMessages(input)
    expect(system!.role).toBe('system')
    expect(system!.content).toContain('No order is attached to this ticket.')
    expect(rest).toEqual([
      { role: 'user', content: 'My hoodie is too small' },
      { role: 'assistant', content: 'Sorry to hear that!' },
      { role: 'user', content: 'And the return window?' },
    ])
  })
})
