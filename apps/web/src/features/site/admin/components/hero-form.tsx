import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  ADMIN_SITE_MESSAGES,
  HERO_LIMITS,
  siteSettingsUpdateBody,
  type SiteSettingsResponse,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useSaveSiteSettings } from '../api/save-site-settings'

/** The home page's hero text, validated by the same schema as the server. */
export function HeroForm({ hero }: { hero: SiteSettingsResponse['hero'] }) {
  const save = useSaveSiteSettings()
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(siteSettingsUpdateBody), defaultValues: { hero } })
  const [title = '', subtitle = '', description = ''] = useWatch({
    control,
    name: ['hero.title', 'hero.subtitle', 'hero.description'],
  })
  const count = (value: string, max: number) => `${value.length}/${max}`

  const onSubmit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      (settings) => {
        reset({ hero: settings.hero })
        toast.success(ADMIN_SITE_MESSAGES.saved)
      },
      (err: unknown) =>
        toast.error(ADMIN_SITE_MESSAGES.saveFailed, { description: errorMessage(err, '') || undefined }),
    ),
  )

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Hero section</CardTitle>
        <CardDescription>
          The headline of the home page. A blank subtitle or description shows the shop&apos;s default text.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Hero section" className="flex flex-col gap-4">
          <FormField
            label="Title"
            required
            error={errors.hero?.title?.message}
            hint={count(title, HERO_LIMITS.title)}
          >
            <Input {...register('hero.title')} maxLength={HERO_LIMITS.title} />
          </FormField>
          <FormField
            label="Subtitle"
            error={errors.hero?.subtitle?.message}
            hint={count(subtitle, HERO_LIMITS.subtitle)}
          >
            <Input {...register('hero.subtitle')} maxLength={HERO_LIMITS.subtitle} />
          </FormField>
          <FormField
            label="Description"
            error={errors.hero?.description?.message}
            hint={count(description, HERO_LIMITS.description)}
          >
            <Textarea {...register('hero.description')} rows={4} maxLength={HERO_LIMITS.description} />
          </FormField>
          <div className="flex justify-end gap-2 border-t pt-4">
            <Button variant="ghost" onClick={() => reset({ hero })} disabled={!isDirty || save.isPending}>
              Discard changes
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
