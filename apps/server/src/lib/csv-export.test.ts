import { describe, expect, it } from 'vitest'
import { spreadsheetCell } from './csv-export.ts'

describe('spreadsheetCell', () => {
  it('quotes text that a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '-5', '-5.00']) {
      expect(spreadsheetCell(text), JSON.stringify(text)).toBe(`'${text}`)
    }
    for (const text of ['Ada Lovelace', 'a=b', ' =1', '', "'=1"]) expect(spreadsheetCell(text)).toBe(text)
  })

  it('leaves a plain number in a numeric column a number, negative ones included, and nothing else', () => {
    for (const n of ['0', '12.50', '-5.00', '-3']) expect(spreadsheetCell(n, true)).toBe(n)
    for (const text of ['-1+1', '=1', '-5e3', '+5', '-', '-5.']) {
      expect(spreadsheetCell(text, true), text).toBe(`'${text}`)
    }
  })
})
