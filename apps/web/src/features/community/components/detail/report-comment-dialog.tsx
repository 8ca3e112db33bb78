import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { DesignComment } from '@rdo/contracts'
import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useReportComment } from '../../api/comments'

const REASON_MAX = 500

/** Asks for an optional reason and reports the comment to the moderators (once per person). */
export function ReportCommentDialog({
  designId,
  comment,
  open,
  onOpenChange,
}: {
  designId: string
  comment: DesignComment
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const report = useReportComment(designId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (report.isPending) return
    report.mutate(
      { commentId: comment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(M.commentReported)
          onOpenChange(false)
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Report comment</DialogTitle>
            <DialogDescription>
              Our moderators will review this comment by {comment.author.display_name}.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              Reason <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <Textarea
              id={id}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REASON_MAX}
              rows={3}
              placeholder="Spam, harassment, off-topic…"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={report.isPending}>
              Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
