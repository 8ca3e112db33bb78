import { useMutation } from '@tanstack/react-query'
import type { DropAdmissionBody, DropAdmissionResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

/** POST /api/drops/:id/admission: a place in the drop's checkout, or a refusal the panel shows. */
export function useRequestAdmission(dropId: string) {
  return useMutation({
    mutationFn: (body: DropAdmissionBody) =>
      api.post<DropAdmissionResponse>(apiPath('/api/drops/:id/admission', { id: dropId }), body),
  })
}
