/** Detail screen (being built). */
export function AdminProductPage() {
  return <p className="text-muted-foreground">Loading…</p>
}
