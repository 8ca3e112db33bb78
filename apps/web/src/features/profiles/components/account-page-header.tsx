interface AccountPageHeaderProps {
  title: string
  description?: string
}

export function AccountPageHeader({ title, description }: AccountPageHeaderProps) {
  return (
    <header className="mb-8">
      <p className="font-mono text-xs tracking-widest text-primary uppercase">Account</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{title}</h1>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
    </header>
  )
}
