import { useEffect, useState } from 'react'
import { DASHBOARD_SECTION_KEY, DASHBOARD_SECTIONS } from '@rdo/contracts'

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]

const isSection = (value: string | null): value is DashboardSection =>
  (DASHBOARD_SECTIONS as readonly string[]).includes(value ?? '')

function readStoredSection(): DashboardSection {
  try {
    const stored = localStorage.getItem(DASHBOARD_SECTION_KEY)
    return isSection(stored) ? stored : 'overview'
  } catch {
    return 'overview'
  }
}

/**
 * A stored `dashboardSection` opens that section once and is then removed (docs/accounts.md#dashboard).
 * It is removed
 * after the page has shown, not while rendering: React may render and throw away a first attempt.
 */
export function useDashboardSection() {
  const [section, setSection] = useState<DashboardSection>(readStoredSection)
  useEffect(() => {
    try {
      localStorage.removeItem(DASHBOARD_SECTION_KEY)
    } catch {
      // Storage refused (private mode): there was nothing to forget.
    }
  }, [])
  return {
    section,
    setSection: (value: string) => {
      if (isSection(value)) setSection(value)
    },
  }
}
