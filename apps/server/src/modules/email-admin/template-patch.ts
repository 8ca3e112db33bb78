import { emailTemplatePatch, emailTemplateVariableInput } from '@rdo/contracts'
import { z } from 'zod'

/**
 * The contract's patch, except that leaving `variables` out keeps them: the create body's default
 * (an empty list) would otherwise wipe a template's variables on every toggle or rename.
 */
export const templatePatchBody = emailTemplatePatch.extend({
  variables: z.array(emailTemplateVariableInput).max(50).optional(),
})
export type TemplatePatchBody = z.infer<typeof templatePatchBody>
