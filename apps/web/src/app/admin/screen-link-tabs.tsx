import { Link } from 'react-router'
import { ArrowRight, Mail, PackagePlus, Wallet, type LucideIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'

/** A dashboard tab whose work happens on its own screen: one card saying what is there and opening it. */
function ScreenLinkCard({
  to,
  title,
  description,
  icon: Icon,
}: {
  to: string
  title: string
  description: string
  icon: LucideIcon
}) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <Icon className="size-6 text-primary" aria-hidden="true" />
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to={to}>
            Open {title}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

export function PrintifyLinkTab() {
  return (
    <ScreenLinkCard
      to="/admin/printify"
      title="Printify import"
      description="Import print-on-demand products from the Printify shop and manage the imported ones."
      icon={PackagePlus}
    />
  )
}

export function WalletsLinkTab() {
  return (
    <ScreenLinkCard
      to="/admin/wallets"
      title="Wallets"
      description="Linked and tracked Solana wallets with their $RDO balances read from the chain."
      icon={Wallet}
    />
  )
}

export function EmailLinkTab() {
  return (
    <ScreenLinkCard
      to="/admin/email"
      title="Email Management"
      description="Email figures and logs, single and bulk sends, and the email templates."
      icon={Mail}
    />
  )
}
