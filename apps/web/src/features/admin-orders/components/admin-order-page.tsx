/** Detail screen (being built). */
export function AdminOrderPage() {
  return <p className="text-muted-foreground">Loading…</p>
}
