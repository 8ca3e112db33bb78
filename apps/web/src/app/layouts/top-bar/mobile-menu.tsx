import { lazy, Suspense, useRef, useState } from 'react'
import { Menu } from 'lucide-react'
import { Button } from '@/components/ui/button'

const loadSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })))

/** The menu button is part of the first paint; the sheet's code loads on first use (or hover/focus). */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  )
}
