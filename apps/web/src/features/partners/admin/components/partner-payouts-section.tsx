import { useId, useState, type FormEvent } from 'react'
import { Banknote } from 'lucide-react'
import { toast } from 'sonner'
import {
  ADMIN_PARTNER_MESSAGES as A,
  type PartnerPayout,
  type PartnerPayoutAsset,
  type PartnerProject,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime, formatMoney } from '@/lib/format'
import { useAdminPartnerPayouts } from '../api/get-partner-payouts'
import { useRecordPayout } from '../api/record-payout'
import { tokenSymbol } from '../lib/labels'
import { payoutStateOf } from '../lib/money'
import { Panel } from './parts'
import { useSectionParams } from './use-section-params'

const columnsFor = (symbol: string): ColumnDef<PartnerPayout>[] => [
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
        {row.original.token_amount && (
          <span className="block text-xs text-muted-foreground">
            {row.original.token_amount} {row.original.asset === 'RDO' ? '$RDO' : symbol} at{' '}
            {row.original.rate}/$
          </span>
        )}
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

/**
 * Pays the whole pending balance at once, from the minimum payout. The admin sends the tokens from their
 * own wallet, then gives the transaction's signature: the server checks on chain that it moved at least
 * the balance, at the rate, into the partner's wallet before anything is marked paid.
 */
function RecordPayoutForm({ project, pendingCents }: { project: PartnerProject; pendingCents: number }) {
  const record = useRecordPayout()
  const fieldId = useId()
  const state = payoutStateOf(pendingCents)
  const [asset, setAsset] = useState<PartnerPayoutAsset>('RDO')
  const [signature, setSignature] = useState('')
  const [rate, setRate] = useState('')
  const symbol = tokenSymbol(project.token_symbol)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = { asset, signature: signature.trim(), ...(asset === 'TOKEN' ? { rate: Number(rate) } : {}) }
    record.mutate(
      { id: project.id, body },
      {
        onSuccess: () => {
          setSignature('')
          toast.success(A.payoutRecorded)
        },
      },
    )
  }
  const disabled = !state.canPay || record.isPending
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Record payout"
      className="space-y-3 rounded-lg border bg-muted/30 p-4"
    >
      {record.error && <FormAlert>{errorMessage(record.error, A.payoutFailed)}</FormAlert>}
      <p className="text-sm">
        <span className="text-muted-foreground">Partner's wallet: </span>
        <span className="font-mono break-all">{project.wallet_address}</span>
      </p>
      <div className="grid gap-3 sm:grid-cols-[15rem_1fr]">
        <FormField label="Paid in">
          <NativeSelect
            value={asset}
            disabled={disabled}
            onChange={(e) => setAsset(e.target.value as PartnerPayoutAsset)}
          >
            <option value="RDO">$RDO (Rewards rate)</option>
            {project.token_address && <option value="TOKEN">{symbol}</option>}
          </NativeSelect>
        </FormField>
        {asset === 'TOKEN' ? (
          <FormField label={`${symbol} per US dollar`} hint="The rate the balance was converted at">
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={rate}
              disabled={disabled}
              onChange={(e) => setRate(e.target.value)}
            />
          </FormField>
        ) : (
          <div />
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          id={fieldId}
          label="Transaction signature"
          hint={state.hint ?? 'The signature of the transfer to the partner’s wallet, checked on chain.'}
          className="min-w-0 flex-1"
        >
          <Input
            autoComplete="off"
            maxLength={100}
            spellCheck={false}
            className="font-mono"
            value={signature}
            disabled={disabled}
            onChange={(e) => setSignature(e.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          className="sm:mt-7"
          disabled={!state.canPay || !signature.trim()}
          aria-describedby={state.canPay ? undefined : `${fieldId}-hint`}
          loading={record.isPending}
        >
          <Banknote aria-hidden="true" />
          {state.label}
        </Button>
      </div>
    </form>
  )
}

/** The payout history, newest first, and the form that records the next payout. */
export function PartnerPayoutsSection({
  project,
  pendingCents,
}: {
  project: PartnerProject
  pendingCents: number
}) {
  const { params, update } = useSectionParams()
  const payouts = useAdminPartnerPayouts(project.id, params.page, params.per_page)
  const symbol = tokenSymbol(project.token_symbol)
  return (
    <Panel id="payouts" title="Payouts">
      <RecordPayoutForm project={project} pendingCents={pendingCents} />
      <DataTable
        label="Payout history"
        columns={columnsFor(symbol)}
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
