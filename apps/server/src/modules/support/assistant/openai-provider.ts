import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '@rdo/contracts'
import type { AssistantInput, AssistantProvider } from './assistant.ts'
import { describeOrder } from './order-words.ts'
import { allPoliciesText } from './policies.ts'

export const LLM_TIMEOUT_MS = 20_000
/** The latest messages sent as context; older ones rarely matter and cost tokens. */
const HISTORY_LIMIT = 12

export class AssistantUnavailable extends Error {}

export function buildSystemPrompt(input: AssistantInput): string {
  return [
    'You are the customer support assistant of RDO Shop, an online shop for limited-edition crypto-themed streetwear.',
    'Answer the customer in a short, friendly and helpful reply (at most 120 words, plain text, no markdown headings).',
    'Only use the facts below. When a policy answers the question, cite it as "Per our <policy name>: ...".',
    'Never invent order details, tracking numbers, discounts or promises. If you cannot answer, say that a member of the team will follow up.',
    '',
    'Shop policies:',
    allPoliciesText(),
    '',
    `Ticket subject: ${input.subject}`,
    `Question topic (keyword guess): ${input.topic}`,
    input.order
      ? `The ticket's order: ${describeOrder(input.order)}`
      : 'No order is attached to this ticket.',
    input.customerName ? `Customer name: ${input.customerName}` : '',
    `Human support works ${SUPPORT_HOURS} and replies ${SUPPORT_REPLY_TIME}.`,
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n')
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

export function buildMessages(input: AssistantInput): ChatMessage[] {
  const history: ChatMessage[] = input.history.slice(-HISTORY_LIMIT).map((m) => ({
    role: m.isStaff ? 'assistant' : 'user',
    content: m.message,
  }))
  const last = history.at(-1)
  if (!last || last.role !== 'user' || last.content !== input.question) {
    history.push({ role: 'user', content: input.question })
  }
  return [{ role: 'system', content: buildSystemPrompt(input) }, ...history]
}

/** POST {baseUrl}/chat/completions (OpenAI-compatible); any failure becomes AssistantUnavailable. */
export function createOpenAiProvider(opts: {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
}): AssistantProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    name: 'openai-compatible',
    async answer(input) {
      let res: Response
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: opts.model,
            messages: buildMessages(input),
            temperature: 0.3,
            max_tokens: 400,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? LLM_TIMEOUT_MS),
        })
      } catch (err) {
        throw new AssistantUnavailable(`Language model request failed: ${(err as Error).message}`)
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => {})
        throw new AssistantUnavailable(`Language model answered HTTP ${res.status}`)
      }
      const body = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[]
      } | null
      const content = body?.choices?.[0]?.message?.content
      if (typeof content !== 'string' || !content.trim()) {
        throw new AssistantUnavailable('Language model returned no answer')
      }
      return content.trim().slice(0, 5000)
    },
  }
}
