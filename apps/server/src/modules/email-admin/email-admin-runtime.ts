import type { AppContext } from '../../types.ts'
import { createBuiltInTemplates } from './templates.service.ts'

/**
 * What the email back office keeps while an app runs (`ctx.runtimes['email-admin']`): whether the
 * built-in templates have their rows yet.
 */
export function startEmailAdminRuntime(ctx: AppContext) {
  return { builtIns: createBuiltInTemplates(ctx.db) }
}

export type EmailAdminRuntime = ReturnType<typeof startEmailAdminRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    'email-admin': EmailAdminRuntime
  }
}
