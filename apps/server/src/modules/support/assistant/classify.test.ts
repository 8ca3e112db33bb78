import { describe, expect, it } from 'vitest'
import { classifyQuestion } from './classify.ts'

describe('classifyQuestion', () => {
  it.each([
    ['Where is my order?', 'order_status'],
    ["Where's my package? It still hasn't arrived", 'order_status'],
    ['Can you give me a tracking number?', 'order_status'],
    ['What is the status of my order', 'order_status'],
    ['How much is express shipping?', 'shipping'],
    ['Do you ship internationally to a P.O. box?', 'shipping'],
    ['Is there free shipping over $100?', 'shipping'],
    ['I want to return my hoodie', 'returns'],
    ['How long does a refund take?', 'returns'],
    ['Can I exchange it for another colour?', 'returns'],
    ['The print arrived defective', 'returns'],
    ['What size should I get?', 'sizing'],
    ['Does the tee run small? My chest is 100 cm', 'sizing'],
    ['Is XS too tight for me', 'sizing'],
    ['My card was declined at checkout', 'payment'],
    ['I was charged twice', 'payment'],
    ['Do you accept payment in SOL?', 'payment'],
    ['Do you have a discord?', 'other'],
    ['Hello', 'other'],
    ['', 'other'],
  ])('%j → %s', (question, topic) => {
    expect(classifyQuestion(question)).toBe(topic)
  })

  it('is case- and apostrophe-insensitive', () => {
    expect(classifyQuestion('WHERE’S MY ORDER')).toBe('order_status')
    expect(classifyQuestion('REFUND PLEASE')).toBe('returns')
  })
})
