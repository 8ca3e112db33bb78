import {
  Activity,
  Handshake,
  FileClock,
  LayoutDashboard,
  Mail,
  Megaphone,
  MessageSquareWarning,
  PackagePlus,
  Palette,
  Rocket,
  ShieldAlert,
  TicketPercent,
  Truck,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

/**
 * The back office's screens, in navigation order. A domain adds its screen here when it ships one
 * (designs, vote anomalies, partners, email, email templates, marketing, wallets, import, fulfilment), so the
 * navigation never links to a screen that does not exist.
 */
export type AdminScreen = { path: string; label: string; icon: LucideIcon; end?: boolean }

export const ADMIN_SCREENS: AdminScreen[] = [
  { path: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { path: '/admin/designs', label: 'Designs', icon: Palette },
  { path: '/admin/vote-anomalies', label: 'Vote anomalies', icon: ShieldAlert },
  { path: '/admin/comment-reports', label: 'Comment reports', icon: MessageSquareWarning },
  { path: '/admin/partners', label: 'Partners', icon: Handshake },
  { path: '/admin/wallets', label: 'Wallets', icon: Wallet },
  { path: '/admin/printify', label: 'Printify import', icon: PackagePlus },
  { path: '/admin/fulfilment', label: 'Fulfilment', icon: Truck },
  { path: '/admin/returns', label: 'Returns', icon: Undo2 },
  { path: '/admin/drops', label: 'Drops', icon: Rocket },
  { path: '/admin/discounts', label: 'Discount codes', icon: TicketPercent },
  { path: '/admin/email', label: 'Email', icon: Mail },
  { path: '/admin/audit', label: 'Audit log', icon: FileClock },
]

/**
 * Dashboard tabs, in order. The lists are lazily loaded chunks of the admin area; printify, wallets and
 * email are a card opening their own screen, designs its counts with links to its screens.
 */
export const DASHBOARD_TABS = [
  'users',
  'orders',
  'support',
  'products',
  'printify',
  'designs',
  'wallets',
  'email',
  'marketing',
  'settings',
] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export const QUICK_LINKS: { path: string; label: string; icon: LucideIcon }[] = [
  { path: '/admin/audit', label: 'Audit log', icon: Activity },
  { path: '/admin?tab=support', label: 'Support inbox', icon: Mail },
  { path: '/admin/designs', label: 'Design submissions', icon: Palette },
  { path: '/admin/vote-anomalies', label: 'Vote anomalies', icon: ShieldAlert },
  { path: '/admin/partners', label: 'Partner applications', icon: Handshake },
  { path: '/admin/wallets', label: 'Wallets', icon: Wallet },
  { path: '/admin/printify', label: 'Printify import', icon: PackagePlus },
  { path: '/admin/fulfilment', label: 'Fulfilment queue', icon: Truck },
  { path: '/admin/returns', label: 'Returns', icon: Undo2 },
  { path: '/admin/email', label: 'Email', icon: Mail },
  { path: '/admin?tab=marketing', label: 'Marketing', icon: Megaphone },
  { path: '/admin/drops', label: 'Drops', icon: Rocket },
  { path: '/admin/discounts', label: 'Discount codes', icon: TicketPercent },
]
