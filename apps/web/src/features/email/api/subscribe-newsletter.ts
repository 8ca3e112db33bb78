import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import type { NewsletterSubscribeBody, NewsletterSubscribeResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function subscribeNewsletter(body: NewsletterSubscribeBody): Promise<NewsletterSubscribeResponse> {
  return api.post<NewsletterSubscribeResponse>(apiPath('/api/newsletter'), body)
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
