import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Clock, Coins, Store } from 'lucide-react'
import { PARTNER_SHARE_PERCENT } from '@rdo/contracts/partner-messages'
import { PageSpinner } from '@/components/ui/spinner'
import { useSession } from '@/features/auth'
import { PartnerApplicationForm } from './partner-application-form'

/** /partner-application: the signed-in applicant's form (the route sends everyone else to sign in). */
export function PartnerApplicationPage() {
  const session = useSession()

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <p className="font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">
          Partner Program
        </p>
        <h1 className="text-3xl font-bold sm:text-4xl">Partner Application</h1>
        <p className="text-muted-foreground">
          Tell us about your project and where to pay your revenue share. Questions first? Read how the{' '}
          <Link to="/partner-program" className="font-medium text-primary hover:underline">
            partner program
          </Link>{' '}
          works.
        </p>
      </header>

      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        <Fact icon={Coins} title={`${PARTNER_SHARE_PERCENT}% revenue share`}>
          Paid monthly in your project&apos;s token.
        </Fact>
        <Fact icon={Clock} title="Reviewed within 48 hours">
          We tell you by e-mail and in your notifications.
        </Fact>
        <Fact icon={Store} title="Zero upfront cost">
          We produce, ship and support every order.
        </Fact>
      </ul>

      {session.isPending ? (
        <PageSpinner />
      ) : (
        <PartnerApplicationForm
          contact={{ email: session.user?.email ?? null, name: session.profile?.full_name ?? null }}
        />
      )}
    </div>
  )
}

function Fact({ icon: Icon, title, children }: { icon: typeof Coins; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-[12px] border bg-card p-4">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-violet" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-display text-sm font-semibold">{title}</p>
        <p className="text-xs text-muted-foreground">{children}</p>
      </div>
    </li>
  )
}
