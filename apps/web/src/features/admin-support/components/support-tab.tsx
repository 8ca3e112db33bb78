/** Dashboard tab (being built). */
export function SupportTab() {
  return <p className="text-muted-foreground">Loading…</p>
}
