import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { usePreviewEmailTemplate } from '../api/preview-email-template'
import { useSaveEmailTemplate } from '../api/save-email-template'
import {
  checkTemplateForm,
  emptyTemplateForm,
  templateFormFrom,
  variablesForSave,
  type TemplateFormValues,
} from '../lib/template-form'
import { TemplatePreview } from './template-preview'
import { VariablesEditor } from './variables-editor'

type Props = {
  open: boolean
  /** The template to edit; null for a new one. */
  template: EmailTemplate | null
  onOpenChange: (open: boolean) => void
}

/** The template editor in a dialog, with an Edit mode and a Preview rendered by the server. */
export function TemplateEditor({ open, template, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        {/* Mounted afresh on every opening, so each starts from the template as the list has it. */}
        {open && <EditorBody template={template} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

type Mode = 'edit' | 'preview'
type Problem = { message: string; rowKey?: string } | null

function EditorBody({ template, onClose }: { template: EmailTemplate | null; onClose: () => void }) {
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? templateFormFrom(template) : emptyTemplateForm(),
  )
  const [mode, setMode] = useState<Mode>('edit')
  const [problem, setProblem] = useState<Problem>(null)
  const [previewProblem, setPreviewProblem] = useState<string | null>(null)
  const save = useSaveEmailTemplate({ onSuccess: onClose })
  const preview = usePreviewEmailTemplate()
  const set = (changes: Partial<TemplateFormValues>) => {
    setValues((v) => ({ ...v, ...changes }))
    setProblem(null)
  }

  const runPreview = () => {
    setPreviewProblem(null)
    const variables = variablesForSave(values.variables)
    if (!variables.ok) {
      setPreviewProblem(variables.message)
      return
    }
    if (!values.html.trim()) {
      setPreviewProblem('Add the HTML content to see a preview.')
      return
    }
    preview.mutate(
      {
        subject: values.subject,
        html_content: values.html,
        text_content: values.text.trim() ? values.text : null,
        variables: variables.variables,
      },
      { onError: (error) => setPreviewProblem(errorMessage(error, 'The preview could not be rendered')) },
    )
  }
  const selectMode = (next: string) => {
    const nextMode: Mode = next === 'preview' ? 'preview' : 'edit'
    setMode(nextMode)
    if (nextMode === 'preview') runPreview()
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkTemplateForm(values)
    if (!checked.ok) {
      setProblem(checked)
      setMode('edit')
      toast.error(checked.message)
      if (checked.rowKey) document.getElementById(`${checked.rowKey}-name`)?.focus()
      return
    }
    save.mutate({ id: template?.id ?? null, body: checked.body })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={save.isPending || undefined}>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {template ? `Edit template “${template.name}”` : 'New template'}
          {template?.built_in && <Badge variant="info">Built-in</Badge>}
        </DialogTitle>
        <DialogDescription>
          {template?.built_in
            ? 'The shop sends this template itself. Keep its variables: the shop fills them when it sends.'
            : 'Write the email in HTML; the preview shows it as a recipient would see it.'}
        </DialogDescription>
      </DialogHeader>

      <Tabs value={mode} onValueChange={selectMode}>
        <TabsList aria-label="Editor mode">
          <TabsTrigger value="edit">Edit</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="edit" className="mt-4">
          <fieldset disabled={save.isPending} className="grid gap-4">
            <legend className="sr-only">Template</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Name"
                required
                hint={template?.built_in ? 'The shop sends this template by its name.' : undefined}
              >
                {/* A built-in template is found by its name: renaming it would stop the shop's own emails. */}
                <Input
                  value={values.name}
                  maxLength={120}
                  readOnly={template?.built_in}
                  onChange={(e) => set({ name: e.target.value })}
                />
              </FormField>
              <FormField label="Subject" required>
                <Input
                  value={values.subject}
                  maxLength={300}
                  onChange={(e) => set({ subject: e.target.value })}
                />
              </FormField>
            </div>
            <FormField label="Description">
              <Input
                value={values.description}
                maxLength={1000}
                onChange={(e) => set({ description: e.target.value })}
              />
            </FormField>
            <FormField label="HTML content" required>
              <Textarea
                rows={14}
                className="font-mono text-xs"
                spellCheck={false}
                value={values.html}
                onChange={(e) => set({ html: e.target.value })}
              />
            </FormField>
            <FormField label="Text content" hint="Optional: made from the HTML when left empty.">
              <Textarea
                rows={5}
                className="font-mono text-xs"
                spellCheck={false}
                value={values.text}
                onChange={(e) => set({ text: e.target.value })}
              />
            </FormField>
            <VariablesEditor
              rows={values.variables}
              onChange={(variables) => set({ variables })}
              error={problem?.rowKey ? { rowKey: problem.rowKey, message: problem.message } : null}
            />
          </fieldset>
        </TabsContent>
        <TabsContent value="preview" className="mt-4">
          {mode === 'preview' && (
            <TemplatePreview
              result={preview.data}
              isPending={preview.isPending}
              problem={previewProblem}
              onRetry={runPreview}
            />
          )}
        </TabsContent>
      </Tabs>

      {problem && !problem.rowKey && <FormAlert>{problem.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {template ? 'Save changes' : 'Create template'}
        </Button>
      </div>
    </form>
  )
}
