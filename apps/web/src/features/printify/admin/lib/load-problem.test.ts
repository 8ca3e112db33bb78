import { describe, expect, it } from 'vitest'
import { PRINTIFY_ERROR_CODES, PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import { ApiError } from '@/lib/api-client'
import { importStartProblem, loadProblem, retryUnlessKeyIssue } from './load-problem'

describe('loadProblem', () => {
  it('points at the key when the server has none or Printify refused it', () => {
    expect(loadProblem(new ApiError(503, PRINTIFY_ERROR_CODES.notConfigured, 'x'), M.shopsFailed)).toEqual({
      message: M.notConfigured,
      keyIssue: true,
    })
    expect(loadProblem(new ApiError(502, PRINTIFY_ERROR_CODES.keyRejected, 'x'), M.productsFailed)).toEqual({
      message: M.keyRejected,
      keyIssue: true,
    })
  })
  it("asks to sign in again when the admin's session ended", () => {
    expect(loadProblem(new ApiError(401, 'UNAUTHORIZED', 'x'), M.shopsFailed).message).toBe(M.authRequired)
  })
  it("otherwise says the call's own failure", () => {
    expect(loadProblem(new ApiError(502, PRINTIFY_ERROR_CODES.unavailable, 'x'), M.shopsFailed)).toEqual({
      message: M.shopsFailed,
      keyIssue: false,
    })
    expect(loadProblem(new TypeError('boom'), M.productsFailed).message).toBe(M.productsFailed)
  })
})

describe('importStartProblem', () => {
  it("keeps the server's reason for a refused request", () => {
    expect(importStartProblem(new ApiError(400, 'INVALID', M.tooMany(500)))).toBe(M.tooMany(500))
  })
  it('falls back to the import failure text', () => {
    expect(importStartProblem(new ApiError(502, PRINTIFY_ERROR_CODES.unavailable, 'x'))).toBe(M.importFailed)
    expect(importStartProblem(new ApiError(503, PRINTIFY_ERROR_CODES.notConfigured, 'x'))).toBe(
      M.notConfigured,
    )
  })
})

describe('retryUnlessKeyIssue', () => {
  it('retries a passing failure once, never a key problem or a refusal', () => {
    expect(retryUnlessKeyIssue(0, new ApiError(502, PRINTIFY_ERROR_CODES.unavailable, 'x'))).toBe(true)
    expect(retryUnlessKeyIssue(1, new ApiError(502, PRINTIFY_ERROR_CODES.unavailable, 'x'))).toBe(false)
    expect(retryUnlessKeyIssue(0, new ApiError(503, PRINTIFY_ERROR_CODES.notConfigured, 'x'))).toBe(false)
    expect(retryUnlessKeyIssue(0, new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false)
  })
})
