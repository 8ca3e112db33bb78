import { Check, Copy, ExternalLink } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminWalletRow, Balance } from '@rdo/contracts/wallets'
import { WALLET_MESSAGES as M, shortAddress } from '@rdo/contracts/wallet-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useCopyText } from '@/lib/use-copy-text'
import { balanceDisplay } from '../lib/balance'
import { copyAddressLabel, solscanAccountUrl, walletOwner } from '../lib/labels'

/** The element naming a row's address, which its action buttons point to as their description. */
export const addressCellId = (row: Pick<AdminWalletRow, 'id'>) => `wallet-${row.id}-address`

export function WalletUser({ row }: { row: AdminWalletRow }) {
  const owner = walletOwner(row)
  if (owner.tracked) return <Badge variant="info">{owner.title}</Badge>
  return (
    <span className="flex min-w-40 flex-col">
      <span className="max-w-56 truncate font-medium">{owner.title}</span>
      <span className="max-w-56 truncate text-xs text-muted-foreground">{owner.email}</span>
      {owner.username && (
        <span className="max-w-56 truncate text-xs text-muted-foreground">{owner.username}</span>
      )}
    </span>
  )
}

/** How long the copy button shows its check mark. */
const ADDRESS_COPIED_MS = 3000

/** The shortened address (full on hover), a copy button and the address on Solscan in a new tab. */
export function WalletAddress({ row }: { row: AdminWalletRow }) {
  const short = shortAddress(row.address)
  const { copied, copy: copyText } = useCopyText(ADDRESS_COPIED_MS)
  const copy = async () => {
    if (await copyText(row.address)) toast.success(M.copied)
    else toast.error(M.copyFailed)
  }
  return (
    <span className="flex items-center gap-1">
      <code id={addressCellId(row)} title={row.address} className="font-mono text-sm whitespace-nowrap">
        {short}
      </code>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={copied ? `Copied ${short}` : copyAddressLabel(row.address)}
        onClick={copy}
      >
        {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
      <Button variant="ghost" size="icon-sm" asChild>
        <a href={solscanAccountUrl(row.address)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">View {short} on Solscan (opens in a new tab)</span>
        </a>
      </Button>
    </span>
  )
}

/** The balance in RDO only when it was read from the chain; otherwise what stands in its way, never a number. */
export function WalletBalance({ balance }: { balance: Balance }) {
  const shown = balanceDisplay(balance)
  if (shown.kind === 'amount') {
    return (
      <span title={shown.exact} className="font-mono whitespace-nowrap tabular-nums">
        {shown.text}
      </span>
    )
  }
  if (shown.kind === 'not_configured') {
    return (
      <span title={shown.hint} className="whitespace-nowrap text-muted-foreground">
        {shown.text}
      </span>
    )
  }
  return <span className="whitespace-nowrap text-warning">{shown.text}</span>
}

/** How long ago the balance was read, the exact moment on hover; "Never" before the first read. */
export function LastUpdated({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">Never</span>
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelative(value)}
    </time>
  )
}
