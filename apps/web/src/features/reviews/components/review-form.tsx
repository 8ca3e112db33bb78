import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  createReviewBody,
  REVIEW_CONTENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_TITLE_MAX,
  type CreateReviewBody,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useCreateReview } from '../api/create-review'
import { StarRatingInput } from './star-rating'

export function ReviewForm({ productId }: { productId: string }) {
  const createReview = useCreateReview(productId)
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<CreateReviewBody>({
    resolver: zodResolver(createReviewBody),
    defaultValues: { rating: 0, title: '', content: '' },
  })
  const rating = watch('rating')
  const titleLength = watch('title').length
  const contentLength = watch('content').length
  // One message for any blank field (docs/storefront.md#reviews).
  const fieldsError = errors.title?.message ?? errors.content?.message

  const onSubmit = handleSubmit(
    (values) =>
      createReview.mutate(values, {
        onSuccess: () => {
          toast.success(REVIEW_MESSAGES.submitted)
          reset()
        },
        onError: (error) => toast.error(errorMessage(error, REVIEW_MESSAGES.submitFailed)),
      }),
    (invalid) => {
      const first = invalid.rating?.message ?? invalid.title?.message ?? invalid.content?.message
      if (first) toast.error(first)
    },
  )

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-[12px] border bg-card p-5 sm:p-6"
    >
      <h3 className="text-lg font-semibold">Write a Review</h3>
      <div>
        <StarRatingInput
          value={rating}
          onChange={(value) => setValue('rating', value, { shouldValidate: !!errors.rating })}
          invalid={!!errors.rating}
          describedBy={errors.rating ? 'review-rating-error' : undefined}
        />
        <FieldError id="review-rating-error" message={errors.rating?.message} className="mt-2" />
      </div>
      <FormField
        label="Title"
        hint={
          <span className="font-mono">
            {titleLength}/{REVIEW_TITLE_MAX}
          </span>
        }
        error={errors.title && errors.title.message !== fieldsError ? errors.title.message : undefined}
      >
        <Input maxLength={REVIEW_TITLE_MAX} placeholder="Sum it up" {...register('title')} />
      </FormField>
      <FormField
        label="Review"
        hint={
          <span className="font-mono">
            {contentLength}/{REVIEW_CONTENT_MAX}
          </span>
        }
        error={errors.content && errors.content.message !== fieldsError ? errors.content.message : undefined}
      >
        <Textarea
          maxLength={REVIEW_CONTENT_MAX}
          rows={5}
          placeholder="How does it fit, feel and wash?"
          {...register('content')}
        />
      </FormField>
      <FieldError message={fieldsError} />
      <Button type="submit" loading={createReview.isPending} className="self-start">
        Submit Review
      </Button>
    </form>
  )
}
