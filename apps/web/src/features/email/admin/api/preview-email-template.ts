import { useMutation } from '@tanstack/react-query'
import type { EmailPreviewBody, EmailPreviewResponse } from '@rdo/contracts/email-admin'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

const previewEmailTemplate = (body: EmailPreviewBody) =>
  api.post<EmailPreviewResponse>(apiPath('/api/admin/email/templates/preview'), body)

/**
 * Renders the editor's unsaved content on the server, exactly as it would be sent (CSS inlined, each
 * variable filled with its example). A mutation, not a query: it runs when the admin opens the preview.
 */
export function usePreviewEmailTemplate() {
  return useMutation({ mutationFn: previewEmailTemplate })
}
