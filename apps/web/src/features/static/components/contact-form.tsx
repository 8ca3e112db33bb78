import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import type { ContactBody } from '@rdo/contracts/contact'
import { CONTACT_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useSession } from '@/features/auth'
import { useSendContactMessage } from '../api/send-contact-message'

const EMPTY = { name: '', email: '', subject: '', message: '', order_id: '' }

// The schema library is the bulk of this page's script: it loads when the visitor focuses the form (or
// submits at once), so the page is interactive sooner.
let resolverModule: Promise<typeof import('./contact-resolver')> | undefined
const loadResolver = () => (resolverModule ??= import('./contact-resolver'))
const contactResolver: Resolver<ContactBody> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options)

export function ContactForm() {
  const { user, profile } = useSession()
  const send = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ContactBody>({ resolver: contactResolver, defaultValues: EMPTY })

  // Signed-in visitors get their name and email filled in, without overwriting anything already typed.
  const prefillName = profile?.full_name ?? ''
  const prefillEmail = user?.email ?? ''
  useEffect(() => {
    if (prefillName && !getValues('name')) setValue('name', prefillName)
    if (prefillEmail && !getValues('email')) setValue('email', prefillEmail)
  }, [prefillName, prefillEmail, getValues, setValue])

  const onSubmit = handleSubmit(
    (values) => {
      send.mutate(values, {
        onSuccess: () => {
          toast.success(CONTACT_MESSAGES.sent)
          reset({ ...EMPTY, name: prefillName, email: prefillEmail })
        },
        onError: () => toast.error(CONTACT_MESSAGES.failed),
      })
    },
    () => toast.error(CONTACT_MESSAGES.required),
  )

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadResolver()}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Contact form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input {...register('subject')} />
      </FormField>
      <FormField
        label="Order ID"
        hint="Optional: helps us find your order faster"
        error={errors.order_id?.message}
      >
        <Input className="font-mono" placeholder="e.g. 3f2a9c1b" {...register('order_id')} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        Send Message
      </Button>
    </form>
  )
}
