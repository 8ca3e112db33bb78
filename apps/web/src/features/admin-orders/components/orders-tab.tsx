/** Dashboard tab (being built). */
export function OrdersTab() {
  return <p className="text-muted-foreground">Loading…</p>
}
