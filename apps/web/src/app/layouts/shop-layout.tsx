import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { ImpersonationBanner } from '@/features/auth'
import { useCartSync } from '@/features/cart'
import { TopBar } from './top-bar/top-bar'
import { Footer } from './footer/footer'

/** Top bar, page, footer. `pending` renders the chrome around a spinner while the first page chunk loads. */
export function ShopLayout({ pending = false }: { pending?: boolean }) {
  useCartSync()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <ImpersonationBanner />
      <TopBar />
      {/* While the first page chunk loads, the footer stays below the fold so the page does not shift. */}
      <main
        id="main"
        tabIndex={-1}
        className={pending ? 'min-h-dvh flex-1 focus:outline-none' : 'flex-1 focus:outline-none'}
      >
        {pending ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
      {!pending && <ScrollRestoration />}
    </div>
  )
}

/** A thin gradient bar while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand-gradient"
    />
  )
}
