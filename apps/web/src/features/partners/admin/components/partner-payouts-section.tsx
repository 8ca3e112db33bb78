import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Banknote } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PARTNER_MESSAGES as A, createPayoutBody, type PartnerPayout } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime, formatMoney } from '@/lib/format'
import { useAdminPartnerPayouts } from '../api/get-partner-payouts'
import { useRecordPayout } from '../api/record-payout'
import { payoutStateOf } from '../lib/money'
import { Panel } from './parts'
import { useSectionParams } from './use-section-params'

const columns: ColumnDef<PartnerPayout>[] = [
  {
    id: 'paid_at',
    header: 'Date paid',
    enableSorting: false,
    cell: ({ row }) => {
      const when = row.original.paid_at ?? row.original.created_at
      return (
        <time dateTime={when} className="whitespace-nowrap">
          {formatDateTime(when)}
        </time>
      )
    },
  },
  {
    id: 'amount',
    header: 'Amount',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="font-mono whitespace-nowrap tabular-nums">
        {formatMoney(row.original.amount_cents)}
      </span>
    ),
  },
  {
    id: 'transaction',
    header: 'Transaction',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.transaction ? (
        <code className="block max-w-80 min-w-40 font-mono text-xs break-all">
          {row.original.transaction}
        </code>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
]

type PayoutForm = { transaction: string }

/** Pays the whole pending balance at once, from the minimum payout, with the transfer's reference. */
function RecordPayoutForm({ partnerId, pendingCents }: { partnerId: string; pendingCents: number }) {
  const record = useRecordPayout()
  const fieldId = useId()
  const state = payoutStateOf(pendingCents)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PayoutForm>({ resolver: zodResolver(createPayoutBody), defaultValues: { transaction: '' } })
  const submit = handleSubmit(({ transaction }) =>
    record.mutate(
      { id: partnerId, transaction },
      {
        onSuccess: () => {
          reset()
          toast.success(A.payoutRecorded)
        },
        // A 409 says the balance is under the minimum (it changed since the page loaded).
        onError: (error) => toast.error(errorMessage(error, A.payoutFailed)),
      },
    ),
  )
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Record payout"
      className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4 sm:flex-row sm:items-start"
    >
      <FormField
        id={fieldId}
        label="Transaction reference"
        error={errors.transaction?.message}
        hint={state.hint ?? 'The signature or reference of the transfer to the partner’s wallet.'}
        className="min-w-0 flex-1"
      >
        <Input
          autoComplete="off"
          maxLength={200}
          spellCheck={false}
          className="font-mono"
          disabled={!state.canPay || record.isPending}
          {...register('transaction')}
        />
      </FormField>
      <Button
        type="submit"
        className="sm:mt-7"
        disabled={!state.canPay}
        aria-describedby={state.canPay ? undefined : `${fieldId}-hint`}
        loading={record.isPending}
      >
        <Banknote aria-hidden="true" />
        {state.label}
      </Button>
    </form>
  )
}

/** The payout history, newest first, and the form that records the next payout. */
export function PartnerPayoutsSection({
  partnerId,
  pendingCents,
}: {
  partnerId: string
  pendingCents: number
}) {
  const { params, update } = useSectionParams()
  const payouts = useAdminPartnerPayouts(partnerId, params.page, params.per_page)
  return (
    <Panel id="payouts" title="Payouts">
      <RecordPayoutForm partnerId={partnerId} pendingCents={pendingCents} />
      <DataTable
        label="Payout history"
        columns={columns}
        rows={payouts.data?.items}
        total={payouts.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={payouts.isPending}
        isError={payouts.isError}
        errorText="Failed to load payouts"
        emptyText="No payouts yet. Record one once the pending balance reaches the minimum."
        rowId={(r) => r.id}
      />
    </Panel>
  )
}
