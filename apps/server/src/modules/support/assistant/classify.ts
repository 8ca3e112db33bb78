export const TOPICS = ['order_status', 'shipping', 'returns', 'sizing', 'payment', 'other'] as const
export type Topic = (typeof TOPICS)[number]

/** Weighted keyword patterns; the best total wins, ties go to the earlier topic. */
const RULES: Record<Exclude<Topic, 'other'>, [RegExp, number][]> = {
  order_status: [
    [/\bwhere(?:'s| is| are)\b.*\b(order|package|parcel|stuff|items?)\b/, 4],
    [/\b(order|package|parcel) status\b/, 4],
    [/\bstatus of (my|the) (order|package|parcel)\b/, 4],
    [/\b(track|tracking)\b/, 3],
    [
      /\b(has ?n[o']t|not|never|still not|yet to) (arrived|shipped|come|received|been shipped|been delivered)\b/,
      3,
    ],
    [/\bwhen will (my|the|it)\b/, 2],
    [/\b(late|delayed|delay)\b/, 2],
    [/\bmy order\b/, 1],
  ],
  shipping: [
    [/\b(shipping|ship|ships|shipped to)\b/, 2],
    [/\b(deliver|delivery|delivered)\b/, 1],
    [/\b(express|priority|standard) (shipping|delivery)\b/, 3],
    [/\b(international|internationally|overseas|abroad|customs|canada)\b/, 2],
    [/\bp\.? ?o\.? box\b/, 3],
    [/\b(lost|damaged|stolen) (package|parcel|in transit)\b/, 3],
    [/\bfree shipping\b/, 3],
    [/\bhow long\b/, 1],
  ],
  returns: [
    [/\b(return|returns|returning|returned)\b/, 3],
    [/\b(refund|refunds|refunded|money back)\b/, 3],
    [/\b(exchange|exchanges|swap)\b/, 3],
    [/\b(defective|faulty|broken|wrong item|torn)\b/, 2],
  ],
  sizing: [
    [/\b(size|sizes|sizing)\b/, 3],
    [/\b(fit|fits|fitting)\b/, 2],
    [/\b(too (small|big|large|tight|loose)|runs? (small|large|big))\b/, 3],
    [/\b(chest|measurements?|measure|cm|inches)\b/, 2],
    [/\b(xs|xxl|2xl|3xl)\b/, 2],
  ],
  payment: [
    [/\b(pay|paid|payment|payments|paying)\b/, 3],
    [/\b(charge|charged|charges|billing|billed|invoice)\b/, 3],
    [/\b(card|credit card|debit|declined|checkout)\b/, 2],
    [/\b(price|cost|discount|coupon|promo)\b/, 1],
  ],
}

/** The topic of a customer's question, by keywords (lower-cased, punctuation-tolerant). */
export function classifyQuestion(text: string): Topic {
  const q = ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} `
  let best: Topic = 'other'
  let bestScore = 0
  for (const [topic, rules] of Object.entries(RULES) as [Exclude<Topic, 'other'>, [RegExp, number][]][]) {
    const score = rules.reduce((sum, [re, weight]) => (re.test(q) ? sum + weight : sum), 0)
    if (score > bestScore) {
      best = topic
      bestScore = score
    }
  }
  return best
}
