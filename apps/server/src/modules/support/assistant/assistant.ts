import type { Config } from '../../../config.ts'
import type { Topic } from './classify.ts'
import { createDefaultProvider } from './default-provider.ts'
import { createOpenAiProvider } from './openai-provider.ts'

/** What the assistant knows about the ticket's order (only the ticket owner's own order). */
export type OrderFacts = {
  id: string
  status:
    | 'pending_payment'
    | 'payment_received'
    | 'processing'
    | 'preparing'
    | 'partially_shipped'
    | 'shipped'
    | 'delivered'
    | 'cancelled'
    | 'refunded'
  createdAt: Date
  updatedAt: Date
  paidAt: Date | null
  totalCents: number
  shippingService: string | null
  estimatedDelivery: string | null
}

export type AssistantInput = {
  question: string
  topic: Topic
  subject: string
  customerName: string | null
  order: OrderFacts | null
  /** The conversation so far, oldest first. */
  history: { message: string; isStaff: boolean }[]
}

export interface AssistantProvider {
  readonly name: string
  answer(input: AssistantInput): Promise<string>
}

/** The OpenAI-compatible provider when LLM_BASE_URL is set, else the built-in policy answers. */
export function getAssistantProvider(config: Config): AssistantProvider {
  return config.LLM_BASE_URL
    ? createOpenAiProvider({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
      })
    : createDefaultProvider()
}
