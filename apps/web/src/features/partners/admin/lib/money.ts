import {
  ADMIN_PARTNER_MESSAGES as A,
  PARTNER_MIN_PAYOUT_CENTS,
  type PartnerLedgerEntry,
} from '@rdo/contracts'
import { formatMoney } from '@/lib/format'

const signed = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'exceptZero',
})

/** Cents with their sign: '+$6.00', '-$6.00', '$0.00'. */
export function formatSignedMoney(cents: number): string {
  return signed.format(cents / 100)
}

/** A ledger entry's share as shown: signed, and labelled when it reverses a refunded line. */
export function ledgerShareOf(entry: Pick<PartnerLedgerEntry, 'kind' | 'amount_cents'>): {
  text: string
  label: 'Reversal' | null
} {
  return {
    text: formatSignedMoney(entry.amount_cents),
    label: entry.kind === 'reversal' ? 'Reversal' : null,
  }
}

/**
 * What the payout form offers for a pending balance: the button's label, whether it may be sent, and
 * why not when the balance is under the minimum payout.
 */
export function payoutStateOf(pendingCents: number): {
  label: string
  canPay: boolean
  hint: string | null
} {
  const canPay = pendingCents >= PARTNER_MIN_PAYOUT_CENTS
  return {
    label: `Record payout of ${formatMoney(Math.max(0, pendingCents))}`,
    canPay,
    hint: canPay ? null : A.payoutBelowMinimum(formatMoney(PARTNER_MIN_PAYOUT_CENTS)),
  }
}
