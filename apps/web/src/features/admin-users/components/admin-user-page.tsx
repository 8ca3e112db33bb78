/** Detail screen (being built). */
export function AdminUserPage() {
  return <p className="text-muted-foreground">Loading…</p>
}
