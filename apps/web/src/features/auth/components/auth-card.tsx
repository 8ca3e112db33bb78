import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  icon?: ReactNode
}

/** The centred panel shared by the sign-in, sign-up and account-recovery screens. */
export function AuthCard({ title, description, children, footer, icon }: AuthCardProps) {
  return (
    <div className="relative isolate flex justify-center px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 mx-auto h-64 max-w-2xl bg-brand-gradient opacity-15 blur-3xl"
      />
      <Card className="w-full max-w-md p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col gap-2 text-center">
          {icon && <div className="mx-auto mb-2">{icon}</div>}
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
        {footer && (
          <div className="mt-6 border-t pt-6 text-center text-sm text-muted-foreground">{footer}</div>
        )}
      </Card>
    </div>
  )
}
