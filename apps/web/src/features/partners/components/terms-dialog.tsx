import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export interface TermsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Ticks the terms box and closes the dialog. */
  onAccept: () => void
}

/**
 * A partner form's terms, readable without leaving the half-filled form: the points as a list, the shop's
 * general terms linked below, Close and I accept.
 */
export function TermsDialog({
  open,
  onOpenChange,
  onAccept,
  title,
  description,
  children,
}: TermsDialogProps & { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">{children}</ul>
        <p className="text-sm text-muted-foreground">
          These come on top of our{' '}
          <Link to="/terms" target="_blank" rel="noopener" className="font-medium text-primary underline">
            terms and conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={onAccept}>I accept</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
