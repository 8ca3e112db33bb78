/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred, then
 * `filename="…"`), or the fallback. Only the last path part is kept, so the name stays a plain name.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  let name: string | undefined
  if (star) {
    try {
      name = decodeURIComponent(star[1].trim())
    } catch {
      name = undefined
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1]
  const clean = name?.split(/[/\\]/).pop()?.trim()
  return clean || fallback
}

/** "subscribers-2026-11-22.csv", the day in the admin's calendar. */
export function datedCsvName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
