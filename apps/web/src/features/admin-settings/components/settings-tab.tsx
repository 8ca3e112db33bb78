/** Dashboard tab (being built). */
export function SettingsTab() {
  return <p className="text-muted-foreground">Loading…</p>
}
