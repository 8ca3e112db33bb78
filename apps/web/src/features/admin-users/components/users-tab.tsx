/** Dashboard tab (being built). */
export function UsersTab() {
  return <p className="text-muted-foreground">Loading…</p>
}
