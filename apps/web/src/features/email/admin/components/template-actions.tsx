import { useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { useDeleteEmailTemplate } from '../api/delete-email-template'
import { useSetTemplateActive } from '../api/set-template-active'

/**
 * A row's actions: the on/off switch, Edit, and Delete behind a confirmation. Built-in templates have no
 * Delete (the shop sends them by name); their badge says why. Each control names its template.
 */
export function TemplateActions({ template, onEdit }: { template: EmailTemplate; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const toggle = useSetTemplateActive()
  const remove = useDeleteEmailTemplate({ onSettled: () => setConfirming(false) })
  const nameId = `template-${template.id}-name`
  // While the change is on its way the switch already shows where it is going.
  const active = toggle.isPending ? (toggle.variables?.active ?? template.is_active) : template.is_active

  return (
    <div className="flex items-center justify-end gap-2">
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        <button
          type="button"
          role="switch"
          aria-label="Active"
          aria-checked={active}
          aria-describedby={nameId}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: template.id, active: !template.is_active })}
          className={cn(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            active ? 'border-transparent bg-success' : 'border-input bg-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-4 rounded-full bg-card shadow transition-transform duration-150 motion-reduce:transition-none',
              active ? 'translate-x-4' : 'translate-x-0.5',
            )}
          />
        </button>
        <span aria-hidden="true" className="w-12">
          {active ? 'Active' : 'Inactive'}
        </span>
      </span>
      <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {!template.built_in && (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-describedby={nameId}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete the template “{template.name}”?</DialogTitle>
            <DialogDescription>
              It can no longer be sent from the dashboard. Emails already sent are not affected. This cannot
              be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() => remove.mutate(template.id)}
            >
              Delete template
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
