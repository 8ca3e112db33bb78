import {
  Coins,
  Home,
  LayoutDashboard,
  Package,
  Palette,
  Plus,
  ShoppingBag,
  User,
  Users,
  Image,
} from 'lucide-react'

export interface NavLink {
  to: string
  label: string
}

/** Top-bar links, in order (docs/storefront.md#navigation); Admin, Login and Cart are added by the top bar by session state. */
export const MAIN_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/token', label: 'Buy $RDO' },
  { to: '/products', label: 'Shop' },
  { to: '/community-designs', label: 'Community' },
  { to: '/partner-program', label: 'Partners' },
]

/** Account menu links (docs/storefront.md#navigation). */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/orders', label: 'Orders', icon: Package },
  { to: '/design-submission', label: 'Submit Design', icon: Plus },
  { to: '/my-designs', label: 'My Designs', icon: Image },
  { to: '/partner-dashboard', label: 'Partner Dashboard', icon: Users },
] as const

export const MAIN_LINK_ICONS: Record<string, typeof Home> = {
  '/': Home,
  '/token': Coins,
  '/products': ShoppingBag,
  '/community-designs': Palette,
  '/partner-program': Users,
}
