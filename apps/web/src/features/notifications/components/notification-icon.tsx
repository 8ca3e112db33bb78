import {
  Bell,
  LifeBuoy,
  Megaphone,
  Package,
  PackageCheck,
  RefreshCw,
  Rocket,
  Settings,
  TagIcon,
  Truck,
} from 'lucide-react'

const ICONS = {
  order_status: { icon: Package, className: 'text-info bg-info-soft' },
  order_shipped: { icon: Truck, className: 'text-info bg-info-soft' },
  order_delivered: { icon: PackageCheck, className: 'text-success bg-success-soft' },
  support_reply: { icon: LifeBuoy, className: 'text-primary bg-muted' },
  product_restock: { icon: RefreshCw, className: 'text-success bg-success-soft' },
  price_drop: { icon: TagIcon, className: 'text-warning bg-warning-soft' },
  drop_open: { icon: Rocket, className: 'text-primary bg-muted' },
  marketing: { icon: Megaphone, className: 'text-primary bg-muted' },
  system: { icon: Settings, className: 'text-muted-foreground bg-muted' },
} as const

/** Known types get their own icon; anything else is shown as a generic bell. */
export function NotificationIcon({ type }: { type: string }) {
  const entry = (ICONS as Record<string, { icon: typeof Bell; className: string }>)[type] ?? {
    icon: Bell,
    className: 'text-muted-foreground bg-muted',
  }
  const Icon = entry.icon
  return (
    <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${entry.className}`}>
      <Icon className="size-4" aria-hidden="true" />
    </span>
  )
}
