import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { cn } from '@/lib/cn'

interface StaticPageProps {
  eyebrow?: string
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
  /** Wider pages (tabs, grids) opt out of the reading width. */
  wide?: boolean
}

/** Frame of the information pages: back-to-home link, heading, intro and body. */
export function StaticPage({
  eyebrow,
  title,
  description,
  children,
  className,
  wide = false,
}: StaticPageProps) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-14',
        wide ? 'max-w-6xl' : 'max-w-3xl',
        className,
      )}
    >
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <header className="mt-6 mb-10">
        {eyebrow && (
          <p className="font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
        {description && <p className="mt-4 text-lg text-muted-foreground">{description}</p>}
      </header>
      {children}
    </div>
  )
}

/** Long-form text styles for policy pages (no typography plugin needed). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4 leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-2 hover:[&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5',
        className,
      )}
    >
      {children}
    </div>
  )
}

/** A bordered panel for key facts on information pages. */
export function InfoCard({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section className={cn('rounded-[12px] border bg-card p-6', className)}>
      <h2 className="font-display text-lg font-bold">{title}</h2>
      <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  )
}
