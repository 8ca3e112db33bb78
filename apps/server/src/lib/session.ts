import type { FastifyRequest } from 'fastify'
import { Forbidden, Unauthorized } from './errors.ts'
import type { SessionUser } from '../types.ts'

export async function requireUser(req: FastifyRequest, message?: string): Promise<SessionUser> {
  const user = await req.currentUser()
  if (!user) throw new Unauthorized(message)
  return user
}

export async function requireAdmin(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (user.role !== 'admin') throw new Forbidden('Unauthorized access')
  return user
}
