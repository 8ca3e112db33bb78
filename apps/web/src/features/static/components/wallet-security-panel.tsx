import { useState } from 'react'
import { ShieldAlert, X } from 'lucide-react'

/** Dismissible for this visit; the advice shows again next time, which is the safer default. */
export function WalletSecurityPanel() {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <aside
      aria-labelledby="wallet-security-title"
      className="relative rounded-[12px] border border-warning/40 bg-warning-soft p-5 pr-12"
    >
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="absolute top-3 right-3 rounded-md p-1.5 text-warning hover:bg-warning/10"
        aria-label="Dismiss wallet security tips"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <h2 id="wallet-security-title" className="flex items-center gap-2 font-display font-bold text-warning">
        <ShieldAlert className="size-5" aria-hidden="true" />
        Keep your wallet safe
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm text-foreground">
        <li>Always check the contract address above before you buy. Scam tokens copy names and logos.</li>
        <li>Never share your seed phrase or private key. RDO staff will never ask for it.</li>
        <li>Only connect your wallet to sites you trust, and review every transaction before you sign.</li>
        <li>Submitting a community design never requires connecting a wallet.</li>
      </ul>
    </aside>
  )
}
