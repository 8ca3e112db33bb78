import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  eyebrow: string
  title: string
  action?: ReactNode
}

export function SectionHeading({ id, eyebrow, title, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="font-mono text-xs font-semibold tracking-[0.2em] text-primary uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  )
}
