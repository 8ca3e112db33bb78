import { useQuery } from '@tanstack/react-query'
import type { ReturnsPolicy } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

export const getReturnsPolicy = () => api.get<ReturnsPolicy>(apiPath('/api/returns-policy'))

/** The shop's return window, as the back office sets it. */
export const useReturnsPolicy = () =>
  useQuery({ queryKey: ['returns-policy'], queryFn: getReturnsPolicy, staleTime: 5 * 60_000 })
