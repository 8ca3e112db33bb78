import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssistantInput } from './assistant.ts'
import {
  AssistantUnavailable,
  buildMessages,
  createOpenAiProvider,
  LLM_TIMEOUT_MS,
} from './openai-provider.ts'

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

  it('gives up after its timeout (20 s by default)', async () => {
    expect(LLM_TIMEOUT_MS).toBe(20_000)
    const provider = createOpenAiProvider({ baseUrl: base, model: 'm', timeoutMs: 300 })
    const started = Date.now()
    await expect(provider.answer(input)).rejects.toBeInstanceOf(AssistantUnavailable)
    expect(Date.now() - started).toBeLessThan(5000)
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
