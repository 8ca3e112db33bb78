import { useState } from 'react'
import { ShieldAlert, X } from 'lucide-react'
import { useHydrated } from '@/lib/use-hydrated'

const DISMISSED_KEY = 'rdo-wallet-security-dismissed'

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * Safety advice, dismissible for good in this browser. The server cannot know about a dismissal, so
 * the page is rendered (and hydrated) with the panel, and it goes once the browser has checked: a
 * first-time visitor's page never shifts, only a returning one that chose to hide it.
 */
export function WalletSecurityPanel() {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || (hydrated && wasDismissed())) return null

  const dismiss = () => {
    setDismissed(true)
    try {
      localStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
  }

  return (
    <aside
      aria-labelledby="wallet-security-title"
      className="relative rounded-[12px] border border-warning/40 bg-warning-soft p-5 pr-12"
    >
      <button
        type="button"
        onClick={dismiss}
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
        <li>Linking your wallet here only asks you to sign a message: no transaction, no funds moved.</li>
      </ul>
    </aside>
  )
}
