/** Dashboard tab (being built). */
export function ProductsTab() {
  return <p className="text-muted-foreground">Loading…</p>
}
