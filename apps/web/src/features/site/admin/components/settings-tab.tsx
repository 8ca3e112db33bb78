import { Suspense, useEffect } from 'react'
import { toast } from 'sonner'
import { ADMIN_SITE_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSiteSettings } from '../api/get-site-settings'
import { FulfilmentSettingsCard } from './fulfilment-settings-card'
import { HeroForm } from './hero-form'
import { ImageUploadCard } from './image-upload-card'
import { MarketingSettingsCard } from './marketing-settings-card'
import { TaxSettingsCard } from './tax-settings-card'
import { RewardsSettingsCard } from '@/features/design-rewards'

/** Site settings: the logo, the hero image and the hero text of the home page, fulfilment, tax and marketing. */
export function SettingsTab() {
  const settings = useSiteSettings()

  useEffect(() => {
    if (settings.isError) toast.error(ADMIN_SITE_MESSAGES.loadFailed)
  }, [settings.isError])

  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-10 text-center">
        <p className="font-medium">{ADMIN_SITE_MESSAGES.loadFailed}</p>
        <Button variant="outline" onClick={() => void settings.refetch()} loading={settings.isFetching}>
          Try again
        </Button>
      </div>
    )
  }
  if (!settings.data) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
        <Skeleton className="h-80 lg:col-span-2" />
      </div>
    )
  }
  const { hero, images } = settings.data
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <ImageUploadCard imageKey="logo" current={images.logo} />
        <ImageUploadCard imageKey="hero_image" current={images.hero_image} />
      </div>
      <HeroForm hero={hero} />
      <FulfilmentSettingsCard />
      <TaxSettingsCard />
      <Suspense fallback={<Skeleton className="h-40" />}>
        <RewardsSettingsCard />
      </Suspense>
      <MarketingSettingsCard />
    </div>
  )
}
