import { Trash2 } from 'lucide-react'
import type { AdminDesignDetail } from '@rdo/contracts'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { Button } from '@/components/ui/button'
import type { DesignReview } from './use-design-review'

/** Deleting a design, behind a confirmation. */
export function DeleteDesignSection({ design, review }: { design: AdminDesignDetail; review: DesignReview }) {
  const { busy, pendingKind, confirmDelete, setConfirmDelete } = review
  return (
    <section aria-labelledby="delete-heading" className="space-y-3 border-t pt-5">
      <h2 id="delete-heading" className="font-display text-lg font-semibold">
        Delete
      </h2>
      <p className="text-sm text-muted-foreground">
        Removes the design with its votes, dislikes and comments. The submitter is notified.
      </p>
      <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirmDelete(true)}>
        <Trash2 aria-hidden="true" />
        Delete design
      </Button>
      <ConfirmDialog
        destructive
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this design?"
        description={
          <>
            <span className="font-medium break-words text-foreground">“{design.description}”</span> and its
            votes, dislikes and comments are removed. This cannot be undone.
          </>
        }
        confirmLabel="Delete design"
        onConfirm={review.remove}
        pending={pendingKind === 'delete'}
      />
    </section>
  )
}
