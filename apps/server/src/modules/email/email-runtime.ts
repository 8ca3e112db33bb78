import type { AppContext } from '../../types.ts'
import { createProviderHttp, type ProviderHttp } from './events/providers/provider-http.ts'
import { createBuiltInTemplates } from './templates/templates.admin.service.ts'

/**
 * What the email module keeps while an app runs (`ctx.runtimes.email`): whether the built-in
 * templates have their rows yet, and the provider webhooks' outgoing calls (SNS certificates and
 * subscription confirmations).
 */
export function startEmailRuntime(ctx: AppContext) {
  const providerHttp: ProviderHttp = createProviderHttp()
  return { builtIns: createBuiltInTemplates(ctx.db), providerHttp }
}

export type EmailRuntime = ReturnType<typeof startEmailRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    email: EmailRuntime
  }
}
