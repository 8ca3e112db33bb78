import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_DESIGN_MESSAGES as M, type AdminDesignDetail } from '@rdo/contracts'
import { errorMessage } from '@/lib/api-client'
import { uploadMockup, useReviewDesign } from '../api/designs-api'
import { feedbackProblem, mockupFileProblem } from '../lib/mockup'

const failed = (title: string, error: unknown) =>
  toast.error(title, { description: errorMessage(error, '') || undefined })

/** The review of one design: its mockup upload, approval, feedback and deletion, with their toasts. */
export function useDesignReview(design: AdminDesignDetail) {
  const navigate = useNavigate()
  const review = useReviewDesign()
  const [mockupUrl, setMockupUrl] = useState<string | null>(null)
  const [mockupMissing, setMockupMissing] = useState(false)
  const [feedback, setFeedback] = useState('')
  const [feedbackError, setFeedbackError] = useState<string | undefined>()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const feedbackId = useId()
  const upload = useMutation({
    mutationFn: uploadMockup,
    onSuccess: ({ url }) => {
      setMockupUrl(url)
      setMockupMissing(false)
      toast.success(M.mockupUploaded)
    },
    onError: (error) => failed(M.mockupFailed, error),
  })
  const busy = review.isPending || upload.isPending

  const onFile = (file: File) => {
    const problem = mockupFileProblem(file)
    if (problem) return void toast.error(M.mockupFailed, { description: problem })
    upload.mutate({ id: design.id, file })
  }

  const approve = () => {
    if (!mockupUrl) {
      setMockupMissing(true)
      return void toast.error(M.mockupRequired)
    }
    review.mutate(
      { kind: 'approve', id: design.id, mockup_url: mockupUrl },
      {
        onSuccess: () => {
          setMockupUrl(null)
          toast.success(M.approved)
        },
        onError: (error) => failed(M.approveFailed, error),
      },
    )
  }

  const changeFeedback = (value: string) => {
    setFeedback(value)
    if (feedbackError) setFeedbackError(undefined)
  }

  const sendFeedback = (kind: 'reject' | 'feedback') => {
    const problem = feedbackProblem(
      feedback,
      kind === 'reject' ? M.feedbackRequiredToReject : M.feedbackRequired,
      M.feedbackTooLong,
    )
    setFeedbackError(problem ?? undefined)
    if (problem) return void toast.error(problem)
    review.mutate(
      { kind, id: design.id, feedback: feedback.trim() },
      {
        onSuccess: () => {
          setFeedback('')
          toast.success(kind === 'reject' ? M.rejected : M.feedbackSent)
        },
        onError: (error) => failed(kind === 'reject' ? M.rejectFailed : M.feedbackFailed, error),
      },
    )
  }

  const remove = () =>
    review.mutate(
      { kind: 'delete', id: design.id },
      {
        onSuccess: () => {
          toast.success(M.deleted)
          setConfirmDelete(false)
          navigate('/admin/designs', { replace: true })
        },
        onError: (error) => failed(M.deleteFailed, error),
      },
    )

  return {
    busy,
    pendingKind: review.isPending ? review.variables?.kind : undefined,
    mockup: { url: mockupUrl, missing: mockupMissing, uploading: upload.isPending, onFile },
    approve,
    feedback: {
      id: feedbackId,
      value: feedback,
      error: feedbackError,
      change: changeFeedback,
      send: sendFeedback,
    },
    confirmDelete,
    setConfirmDelete,
    remove,
  }
}

export type DesignReview = ReturnType<typeof useDesignReview>
