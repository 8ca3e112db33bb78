import { useEffect, useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Navigate, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ORDER_MESSAGES, SHIPPING_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { AddressFields, emptyAddress } from '@/features/profiles'
import { useSession } from '@/features/auth'
import { useCartLines } from '@/features/cart'
import { DropHoldNotice } from '@/features/drops'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useCreateOrder } from '../api/create-order'
import { useCheckoutQuote } from '../hooks/use-checkout-quote'
import { useShippingQuote } from '../hooks/use-shipping-quote'
import {
  checkoutFormSchema,
  loadAddressDraft,
  saveAddressDraft,
  type CheckoutFormValues,
} from '../lib/checkout-form'
import { CheckoutSummary } from './checkout-summary'
import { DiscountCodeField } from './discount-code-field'
import { ShippingMethods } from './shipping-methods'

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
] as const

export function CheckoutPage() {
  const lines = useCartLines()
  const navigate = useNavigate()
  const { user, profile, isSignedIn, isPending: sessionPending } = useSession()
  const createOrder = useCreateOrder()
  const [draft] = useState(loadAddressDraft)
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { email: user?.email ?? '', address: draft ?? emptyAddress },
  })
  const { register, handleSubmit, setValue, reset, control, formState } = form
  // Read during render so react-hook-form tracks it.
  const { isDirty } = formState
  const addressErrors = formState.errors.address
  const address = useWatch({ control, name: 'address' })
  const quote = useShippingQuote(address, lines)
  const [chosenRateId, setChosenRateId] = useState<string | null>(null)
  // The first rate is preselected; a choice the new quote no longer offers falls back to it.
  const rate = quote.rates.find((item) => item.id === chosenRateId) ?? quote.rates[0] ?? null
  const [appliedCode, setAppliedCode] = useState<string | null>(null)
  const totals = useCheckoutQuote({
    enabled: isSignedIn,
    lines,
    address: quote.address,
    rateId: rate?.id ?? null,
    code: appliedCode,
  })
  // The answer about the applied code: accepted (the stored code matches), or why it was refused.
  const accepted =
    appliedCode && totals.data?.discount?.code.toUpperCase() === appliedCode.toUpperCase()
      ? totals.data.discount
      : null
  const refusal = appliedCode && totals.isCurrent ? (totals.data?.discount_error ?? null) : null
  const checkingCode = appliedCode !== null && !accepted && !refusal && totals.isUpdating

  // Signed in: the contact email is the account's and cannot be edited (docs/orders-and-payments.md#checkout).
  useEffect(() => {
    if (user) setValue('email', user.email)
  }, [user, setValue])

  // Prefill the profile's default address unless the shopper already typed one.
  useEffect(() => {
    const saved = profile?.default_shipping_address
    if (!draft && saved && !isDirty) reset({ email: user?.email ?? '', address: saved })
    // Only when the profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile])

  useEffect(() => saveAddressDraft(address), [address])

  useEffect(() => {
    if (quote.error) toast.error(SHIPPING_MESSAGES.calculateFailed)
  }, [quote.error, quote.errorUpdatedAt])

  if (lines.length === 0 && !createOrder.isSuccess) return <Navigate to="/cart" replace />

  const onSubmit = handleSubmit(
    (values) => {
      if (!rate || quote.isUpdating) {
        toast.error(SHIPPING_MESSAGES.selectMethod)
        return
      }
      createOrder.mutate(
        {
          email: values.email,
          shipping_address: values.address,
          shipping_rate_id: rate.id,
          // Only a code the quote accepted: a refused one is shown at the field, not sent.
          ...(accepted ? { discount_code: accepted.code } : {}),
          items: lines.map((line) => ({
            product_id: line.productId,
            size: line.size,
            color: line.color,
            quantity: line.quantity,
          })),
        },
        {
          onSuccess: ({ order }) => {
            saveAddressDraft(undefined)
            const amount = (order.total_cents / 100).toFixed(2)
            navigate(`/payment?orderId=${order.id}&amount=${amount}`)
          },
          onError: (error) => {
            toast.error(errorMessage(error, ORDER_MESSAGES.processFailed))
            // The code was refused meanwhile (its last use went): the field says so again.
            if (isApiError(error) && error.code.startsWith('DISCOUNT_')) void totals.refetch()
          },
        },
      )
    },
    (errors) => {
      // Missing fields share one message (docs/orders-and-payments.md#checkout); a wrong state or postal code says which.
      const fields = errors.address ?? {}
      const message =
        ADDRESS_FIELDS.map((field) => fields[field]?.message).find(Boolean) ?? errors.email?.message
      toast.error(message ?? SHIPPING_MESSAGES.completeAddress)
    },
  )

  const onFormSubmit = (event: FormEvent) => {
    if (!isSignedIn) {
      event.preventDefault()
      navigate('/login', { state: { from: '/checkout' } })
      return
    }
    void onSubmit(event)
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Checkout</h1>
      <div className="mt-6 empty:hidden">
        <DropHoldNotice />
      </div>
      <form
        onSubmit={onFormSubmit}
        noValidate
        className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <div className="flex flex-col gap-8">
          <section aria-labelledby="contact-title" className="rounded-[12px] border bg-card p-6">
            <h2 id="contact-title" className="mb-4 text-lg font-semibold">
              Contact
            </h2>
            <FormField
              label="Email"
              required
              error={formState.errors.email?.message}
              hint={isSignedIn ? 'Order updates go to your account email.' : undefined}
            >
              <Input type="email" autoComplete="email" readOnly={isSignedIn} {...register('email')} />
            </FormField>
          </section>
          <section aria-labelledby="address-title" className="rounded-[12px] border bg-card p-6">
            <h2 id="address-title" className="mb-4 text-lg font-semibold">
              Shipping Address
            </h2>
            <FormProvider {...form}>
              <AddressFields required pickRegion />
            </FormProvider>
          </section>
          <section aria-labelledby="shipping-title" className="rounded-[12px] border bg-card p-6">
            <h2 id="shipping-title" className="mb-4 text-lg font-semibold">
              Shipping Method
            </h2>
            <ShippingMethods
              rates={quote.rates}
              value={rate?.id ?? null}
              onChange={setChosenRateId}
              isUpdating={quote.isUpdating}
              isAnswered={quote.isAnswered}
              error={quote.error}
              // Once the form shows the wrong field's message, do not repeat it here.
              problem={addressErrors?.state || addressErrors?.postal_code ? null : quote.problem}
            />
          </section>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <CheckoutSummary
            lines={lines}
            rate={rate}
            quote={totals.data}
            taxKnown={totals.hasAddress}
            updating={totals.isUpdating}
          >
            <DiscountCodeField
              applied={appliedCode}
              accepted={accepted}
              refusal={refusal}
              checking={checkingCode}
              disabled={!isSignedIn}
              onApply={setAppliedCode}
              onRemove={() => setAppliedCode(null)}
            />
          </CheckoutSummary>
          {/* While a new address is being quoted the shown rates may be stale: wait for the answer. */}
          <Button
            type="submit"
            size="lg"
            loading={createOrder.isPending || (isSignedIn && (quote.isUpdating || checkingCode))}
            disabled={sessionPending}
          >
            {isSignedIn ? 'Continue to Payment' : 'Continue to Login'}
          </Button>
        </div>
      </form>
    </div>
  )
}
