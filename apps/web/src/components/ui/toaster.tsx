import { useSyncExternalStore } from 'react'
import { Toaster as Sonner } from 'sonner'
import { useTheme } from '@/lib/theme'

const mobileQuery = '(max-width: 639px)'

function subscribe(listener: () => void) {
  const media = window.matchMedia(mobileQuery)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

/** Bottom-right on desktop, top-centre on phones (docs/design-system.md#patterns). */
export function Toaster() {
  const { theme } = useTheme()
  const isMobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  )
  return (
    <Sonner
      theme={theme}
      position={isMobile ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
