import type { AppContext } from '../../types.ts'
import { createBuiltInTemplates } from './templates/templates.admin.service.ts'

/**
 * What the email module keeps while an app runs (`ctx.runtimes.email`): whether the built-in
 * templates have their rows yet.
 */
export function startEmailRuntime(ctx: AppContext) {
  return { builtIns: createBuiltInTemplates(ctx.db) }
}

export type EmailRuntime = ReturnType<typeof startEmailRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    email: EmailRuntime
  }
}
