import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  CatalogBlueprint,
  CatalogProvider,
  CatalogVariant,
  DesignLedgerResponse,
  DesignPayout,
  DesignProduction,
  MyRewardsResponse,
  PrintifyShopsResponse,
  PublishDesignBody,
  RewardAsset,
  RewardsSettings,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

export const rewardKeys = {
  settings: ['admin', 'rewards', 'settings'] as const,
  shops: ['admin', 'printify', 'shops'] as const,
  blueprints: ['admin', 'printify', 'catalog'] as const,
  providers: (bp: number) => ['admin', 'printify', 'catalog', bp] as const,
  variants: (bp: number, pp: number) => ['admin', 'printify', 'catalog', bp, pp] as const,
  production: (id: string) => ['admin', 'designs', id, 'production'] as const,
  ledger: (id: string) => ['admin', 'designs', id, 'rewards'] as const,
  mine: ['my-designs', 'rewards'] as const,
}

export function useRewardsSettings() {
  return useQuery({
    queryKey: rewardKeys.settings,
    queryFn: () => api.get<RewardsSettings>(apiPath('/api/admin/rewards/settings')),
  })
}

export function useSaveRewardsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RewardsSettings) =>
      api.put<RewardsSettings>(apiPath('/api/admin/rewards/settings'), body),
    onSuccess: (settings) => queryClient.setQueryData(rewardKeys.settings, settings),
  })
}

export function usePrintifyShops() {
  return useQuery({
    queryKey: rewardKeys.shops,
    queryFn: () => api.get<PrintifyShopsResponse>(apiPath('/api/admin/printify/shops')),
  })
}

export function useBlueprints() {
  return useQuery({
    queryKey: rewardKeys.blueprints,
    queryFn: () => api.get<{ items: CatalogBlueprint[] }>(apiPath('/api/admin/printify/catalog/blueprints')),
  })
}

export function useProviders(blueprintId: number | null) {
  return useQuery({
    queryKey: rewardKeys.providers(blueprintId ?? 0),
    enabled: blueprintId !== null,
    queryFn: () =>
      api.get<{ items: CatalogProvider[] }>(
        apiPath('/api/admin/printify/catalog/blueprints/:blueprint_id/providers', {
          blueprint_id: String(blueprintId),
        }),
      ),
  })
}

export function useVariants(blueprintId: number | null, providerId: number | null) {
  return useQuery({
    queryKey: rewardKeys.variants(blueprintId ?? 0, providerId ?? 0),
    enabled: blueprintId !== null && providerId !== null,
    queryFn: () =>
      api.get<{ items: CatalogVariant[] }>(
        apiPath('/api/admin/printify/catalog/blueprints/:blueprint_id/providers/:provider_id/variants', {
          blueprint_id: String(blueprintId),
          provider_id: String(providerId),
        }),
      ),
  })
}

export function useProduction(designId: string) {
  return useQuery({
    queryKey: rewardKeys.production(designId),
    queryFn: () =>
      api.get<{ production: DesignProduction | null }>(
        apiPath('/api/admin/designs/:id/production', { id: designId }),
      ),
  })
}

export function usePublishDesign(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PublishDesignBody) =>
      api.post<{ production: DesignProduction }>(
        apiPath('/api/admin/designs/:id/production', { id: designId }),
        body,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rewardKeys.production(designId) })
      void queryClient.invalidateQueries({ queryKey: rewardKeys.ledger(designId) })
    },
  })
}

export function useDesignLedger(designId: string) {
  return useQuery({
    queryKey: rewardKeys.ledger(designId),
    queryFn: () =>
      api.get<DesignLedgerResponse>(apiPath('/api/admin/designs/:id/rewards', { id: designId }), {
        query: { per_page: 50 },
      }),
  })
}

export function useRecordPayout(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { asset: RewardAsset; signature: string }) =>
      api.post<{ payout: DesignPayout }>(apiPath('/api/admin/designs/:id/payouts', { id: designId }), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rewardKeys.ledger(designId) }),
  })
}

export function useMyRewards(page = 1) {
  return useQuery({
    queryKey: [...rewardKeys.mine, page],
    queryFn: () =>
      api.get<MyRewardsResponse>(apiPath('/api/my-designs/rewards'), { query: { page, per_page: 20 } }),
  })
}
