import { HOLDER_MINIMUM } from '@rdo/contracts/wallet-messages'
import { HolderBenefitsPanel, TokenGate, useWallet, WalletCard } from '@/features/wallets'

/**
 * The dashboard's wallet: link and manage a Solana wallet, and, for holders, the benefits panel behind
 * a token gate the server decides from the balance it read.
 */
export function WalletSection() {
  const linked = useWallet().data?.wallet ?? null
  // Without a Solana connection there is no balance to gate on; the card already says so.
  const gated = linked !== null && linked.balance.status !== 'not_configured'
  return (
    <div className="flex flex-col gap-6">
      <WalletCard />
      {gated && (
        <TokenGate
          minimum={HOLDER_MINIMUM}
          fallback={
            <p>
              Holding {HOLDER_MINIMUM} $RDO or more opens early access to drops, holder-only designs,
              automatic discounts and a vote on future designs.
            </p>
          }
        >
          <HolderBenefitsPanel />
        </TokenGate>
      )}
    </div>
  )
}
