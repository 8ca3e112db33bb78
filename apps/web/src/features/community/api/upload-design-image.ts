import { apiPath } from '@rdo/contracts/paths'
import type { DesignImageResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Stores one image for a design about to be submitted; the design then refers to it by URL. */
export function uploadDesignImage(file: File): Promise<DesignImageResponse> {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post<DesignImageResponse>(apiPath('/api/community-designs/images'), form)
}
