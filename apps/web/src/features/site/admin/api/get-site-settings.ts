import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { HomeResponse, SiteSettingsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

export const siteSettingsKey = ['admin', 'site', 'settings'] as const
/** The storefront's home query (features/home), refreshed after every settings change. */
const HOME_QUERY_KEY = ['site', 'home'] as const

export function getSiteSettings() {
  return api.get<SiteSettingsResponse>(apiPath('/api/admin/site/settings'))
}

export function useSiteSettings() {
  return useQuery({ queryKey: siteSettingsKey, queryFn: getSiteSettings })
}

/**
 * Every settings change answers with the new settings. The home page's data is also fetched again
 * bypassing the browser's HTTP cache (the API lets it keep the page's data for a minute), so this
 * admin sees the change on `/` at once.
 */
export async function settingsChanged(queryClient: QueryClient, settings: SiteSettingsResponse) {
  queryClient.setQueryData(siteSettingsKey, settings)
  try {
    const home = await api.get<HomeResponse>(apiPath('/api/site/home'), { cache: 'reload' })
    queryClient.setQueryData(HOME_QUERY_KEY, home)
  } catch {
    await queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY })
  }
}
