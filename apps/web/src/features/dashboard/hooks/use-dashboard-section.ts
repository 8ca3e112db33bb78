import { useState } from 'react'
import { DASHBOARD_SECTION_KEY, DASHBOARD_SECTIONS } from '@rdo/contracts'

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]

const isSection = (value: string | null): value is DashboardSection =>
  (DASHBOARD_SECTIONS as readonly string[]).includes(value ?? '')

/** Spec 2 §2: a stored `dashboardSection` opens that section once and is then removed. */
function takeStoredSection(): DashboardSection {
  try {
    const stored = localStorage.getItem(DASHBOARD_SECTION_KEY)
    if (stored !== null) localStorage.removeItem(DASHBOARD_SECTION_KEY)
    return isSection(stored) ? stored : 'overview'
  } catch {
    return 'overview'
  }
}

export function useDashboardSection() {
  const [section, setSection] = useState<DashboardSection>(takeStoredSection)
  return {
    section,
    setSection: (value: string) => {
      if (isSection(value)) setSection(value)
    },
  }
}
