import { Plus, X } from 'lucide-react'
import { normaliseVariableName } from '@rdo/contracts/email-admin'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { newVariableRow, type VariableRow } from '../lib/template-form'

type Props = {
  rows: VariableRow[]
  onChange: (rows: VariableRow[]) => void
  /** The row the last check found without a name, with the message to show under it. */
  error: { rowKey: string; message: string } | null
}

/**
 * The template's variables: a name (normalised as the server stores it: trimmed, lower case, spaces to
 * underscores), what it means, and the example the preview and the send form start from.
 */
export function VariablesEditor({ rows, onChange, error }: Props) {
  const change = (key: string, changes: Partial<VariableRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)))

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Variables</legend>
      <p className="text-xs text-muted-foreground">
        Use a variable in the subject or content as <code className="font-mono">{'{{name}}'}</code>.
      </p>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No variables.</p>}
      <div className="space-y-3">
        {rows.map((row, index) => {
          const rowError = error?.rowKey === row.key ? error.message : undefined
          const nameId = `${row.key}-name`
          return (
            <div
              key={row.key}
              role="group"
              aria-label={`Variable ${index + 1}`}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-end"
            >
              <label className="flex flex-col gap-1 text-xs">
                <span>Name</span>
                <Input
                  id={nameId}
                  className="h-9 font-mono"
                  value={row.name}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? `${row.key}-error` : undefined}
                  onChange={(e) => change(row.key, { name: e.target.value })}
                  onBlur={(e) => change(row.key, { name: normaliseVariableName(e.target.value) })}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs">
                <span>Description</span>
                <Input
                  className="h-9"
                  value={row.description}
                  onChange={(e) => change(row.key, { description: e.target.value })}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs">
                <span>Example</span>
                <Input
                  className="h-9"
                  value={row.example}
                  onChange={(e) => change(row.key, { example: e.target.value })}
                />
              </label>
              <Button
                variant="ghost"
                size="icon-sm"
                className="justify-self-end"
                aria-label={`Remove variable ${row.name || index + 1}`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <X aria-hidden="true" />
              </Button>
              <FieldError id={`${row.key}-error`} message={rowError} className="sm:col-span-4" />
            </div>
          )
        })}
      </div>
      <Button variant="outline" size="sm" onClick={() => onChange([...rows, newVariableRow()])}>
        <Plus aria-hidden="true" />
        Add variable
      </Button>
    </fieldset>
  )
}
