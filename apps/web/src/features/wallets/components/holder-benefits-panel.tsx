import { Percent, Rocket, Sparkles, Vote, type LucideIcon } from 'lucide-react'
import { HOLDER_MINIMUM } from '@rdo/contracts/wallet-messages'
import { useWallet } from '../api/get-wallet'

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Rocket,
    title: 'Early access to drops',
    text: 'New drops open to you 24 hours before everyone else.',
  },
  {
    icon: Sparkles,
    title: 'Token-gated designs',
    text: 'Some pieces are made for holders only, and only holders can buy them.',
  },
  {
    icon: Percent,
    title: 'Holder discounts',
    text: 'Discounts follow the $RDO you hold and apply on their own, with no code to enter.',
  },
  {
    icon: Vote,
    title: 'A vote on what comes next',
    text: 'Help choose which designs the shop makes in the future.',
  },
]

/** What holding $RDO gets you, for accounts the server counts as holders (its balance, its threshold). */
export function HolderBenefitsPanel() {
  const { data } = useWallet()
  if (!data?.wallet?.holder) return null
  return (
    <section
      aria-labelledby="holder-benefits-title"
      className="rounded-[12px] border bg-card p-6 text-card-foreground"
    >
      <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <hgroup>
          <h3 id="holder-benefits-title" className="text-lg leading-tight font-semibold">
            Holder benefits
          </h3>
          <p className="text-sm text-muted-foreground">
            Your linked wallet holds at least {HOLDER_MINIMUM} $RDO. These are yours while it does.
          </p>
        </hgroup>
        <span className="rounded-full bg-brand-gradient px-3 py-1 text-xs font-semibold text-ink">
          $RDO holder
        </span>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-muted/60 p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h4 className="font-semibold">{title}</h4>
              <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
