import { z } from 'zod'

export const emailMessage = 'Please enter a valid email address'
// The spec asks for a top-level part of at least two letters.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, emailMessage)

export const passwordMessage = 'Password must be at least 6 characters'
export const passwordSchema = z.string().min(6, passwordMessage).max(128)

export const uuidSchema = z.uuid()

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const okSchema = z.object({ ok: z.literal(true) })

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
})
