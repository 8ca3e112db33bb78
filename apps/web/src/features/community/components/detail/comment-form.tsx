import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { COMMENT_MAX, DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useCreateComment } from '../../api/comments'
import { commentProblem } from '../../lib/comment-rules'

export function CommentForm({ designId }: { designId: string }) {
  const id = useId()
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateComment(designId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    const problem = commentProblem(content)
    if (problem) {
      setError(problem)
      toast.error(problem)
      return
    }
    setError(null)
    create.mutate(content.trim(), {
      onSuccess: () => {
        setContent('')
        toast.success(M.commentAdded)
      },
      onError: (failure) => {
        const message = isApiError(failure) && failure.status === 401 ? M.signInToComment : M.commentFailed
        setError(message)
        toast.error(message)
      },
    })
  }

  const length = content.trim().length
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-[12px] border bg-card p-5">
      <label htmlFor={id} className="font-display font-semibold">
        Add a comment
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => {
          setContent(event.target.value)
          if (error) setError(null)
        }}
        rows={4}
        maxLength={COMMENT_MAX + 200}
        placeholder="What do you think of this design?"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-danger">
          {error}
        </p>
        <p
          id={`${id}-help`}
          className={cn(
            'shrink-0 font-mono text-xs text-muted-foreground',
            length > COMMENT_MAX && 'text-danger',
          )}
        >
          {length}/{COMMENT_MAX}
        </p>
      </div>
      <Button type="submit" loading={create.isPending} className="self-end">
        Post comment
      </Button>
    </form>
  )
}
