import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '@rdo/contracts'
import type { AssistantInput, AssistantProvider } from './assistant.ts'
import type { Topic } from './classify.ts'
import { describeOrder } from './order-words.ts'
import { POLICIES, type PolicyKey } from './policies.ts'

const cite = (key: PolicyKey, text: string = POLICIES[key].text) => `Per our ${POLICIES[key].title}: ${text}`

/** For "where is my order" the delivery times and the claim window are what matters. */
const ORDER_STATUS_EXCERPT =
  'Orders are processed within 2-3 business days; then Standard shipping takes 5-7 business days, Express 2-3 and Priority 1-2. Lost or damaged parcels must be reported within 7 days of the expected delivery date.'

const POLICY_FOR: Record<Exclude<Topic, 'other' | 'order_status'>, PolicyKey> = {
  shipping: 'shipping',
  returns: 'returns',
  sizing: 'sizing',
  payment: 'payment',
}

const NEXT_STEP: Record<Topic, string> = {
  order_status: 'You can follow every order on your Orders page (/orders).',
  shipping: 'The full details are on our Shipping Info page (/shipping-info).',
  returns:
    'To start a return, reply here with the items and the reason, and we will send you the return instructions. The full policy is on our Returns page (/returns).',
  sizing:
    'Compare your measurements with our Size Guide (/size-guide); if you are between two sizes, the larger one gives a relaxed fit.',
  payment: 'If something looks wrong with a charge, reply with the details and our team will check it.',
  other:
    'I can help right away with order status, shipping, returns and refunds, sizing and payments. Tell us a bit more and our team will take it from here.',
}

/** Asked about an order, but the ticket has none attached. */
const NO_ORDER =
  'I could not find an order attached to this ticket. Please reply with your order number (the 8 characters shown on your Orders page) so we can look it up.'

/**
 * The built-in assistant: classifies the question, states the real status of the ticket's order
 * and cites the policy that answers it. Short, and never promises more than the policies say.
 */
export function composeDefaultReply(input: AssistantInput): string {
  const first = input.customerName?.trim().split(/\s+/)[0]
  const parts: string[] = [first ? `Hi ${first}, thanks for reaching out.` : 'Hi, thanks for reaching out.']

  if (input.order) parts.push(describeOrder(input.order))
  else if (input.topic === 'order_status') parts.push(NO_ORDER)

  if (input.topic === 'order_status') parts.push(cite('shipping', ORDER_STATUS_EXCERPT))
  else if (input.topic !== 'other') parts.push(cite(POLICY_FOR[input.topic]))
  parts.push(NEXT_STEP[input.topic])
  parts.push(
    `If you need anything else, just reply here: our team works ${SUPPORT_HOURS} and replies ${SUPPORT_REPLY_TIME}.`,
  )
  return parts.join('\n\n')
}

export function createDefaultProvider(): AssistantProvider {
  return { name: 'policies', answer: async (input) => composeDefaultReply(input) }
}
