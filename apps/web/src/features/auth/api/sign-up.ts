import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import type { SignUpBody } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import type { AuthUser } from './sign-in'

export function signUp(body: SignUpBody): Promise<{ user: AuthUser }> {
  return api.post<{ user: AuthUser }>(apiPath('/api/auth/sign-up'), body)
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
