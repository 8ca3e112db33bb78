import { useId, useState, type FormEvent } from 'react'
import type { MarketingTemplate, MarketingTemplateBody } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_TEMPLATE_CATEGORIES } from '@rdo/contracts/email'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useSaveMarketingTemplate } from '../api/marketing-templates'
import { TEMPLATE_CATEGORY_LABELS } from '../lib/labels'
import { PlaceholderNote } from './placeholder-note'

type Values = { name: string; description: string; category: MarketingTemplate['category']; content: string }
type Errors = Partial<Record<'name' | 'content', string>>

function TemplateForm({ template, onDone }: { template: MarketingTemplate | null; onDone: () => void }) {
  const id = useId()
  const save = useSaveMarketingTemplate()
  const [values, setValues] = useState<Values>({
    name: template?.name ?? '',
    description: template?.description ?? '',
    category: template?.category ?? 'general',
    content: template?.content ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const next: Errors = {}
    if (!values.name.trim()) next.name = M.nameRequired
    if (!values.content.trim()) next.content = M.contentRequired
    setErrors(next)
    if (next.name || next.content) {
      document.getElementById(`${id}-${next.name ? 'name' : 'content'}`)?.focus()
      return
    }
    const body: MarketingTemplateBody = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      category: values.category,
      content: values.content,
    }
    setServerError(null)
    try {
      await save.mutateAsync({ id: template?.id ?? null, body })
      onDone()
    } catch (error) {
      setServerError(errorMessage(error, template ? M.templateUpdateFailed : M.templateCreateFailed))
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label="Name" required error={errors.name} id={`${id}-name`}>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" />
        </FormField>
        <FormField label="Category" required id={`${id}-category`}>
          <NativeSelect
            value={values.category}
            onChange={(e) => set({ category: e.target.value as Values['category'] })}
          >
            {MARKETING_TEMPLATE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TEMPLATE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Description" id={`${id}-description`}>
        <Input
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="HTML content"
        required
        error={errors.content}
        id={`${id}-content`}
        hint={<PlaceholderNote />}
      >
        <Textarea
          rows={12}
          className="font-mono text-xs"
          spellCheck={false}
          value={values.content}
          onChange={(e) => set({ content: e.target.value })}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {template ? 'Save changes' : 'Create template'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Creates a marketing template (`template` null) or edits one. */
export function TemplateFormDialog({
  open,
  template,
  onClose,
}: {
  open: boolean
  template: MarketingTemplate | null
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template ? `Edit ${template.name}` : 'New template'}</DialogTitle>
          <DialogDescription>
            The HTML a campaign sends; a campaign adds its own subject and sender.
          </DialogDescription>
        </DialogHeader>
        {open && <TemplateForm key={template?.id ?? 'new'} template={template} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}
