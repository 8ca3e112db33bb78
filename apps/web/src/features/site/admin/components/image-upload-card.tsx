import { useEffect, useId, useRef, useState } from 'react'
import { ImageOff, RotateCcw, Upload } from 'lucide-react'
import { toast } from 'sonner'
import {
  ADMIN_SITE_MESSAGES,
  SITE_IMAGE_RECOMMENDED,
  SITE_IMAGE_TYPES,
  type SiteImage,
  type SiteImageKey,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useResetSiteImage } from '../api/reset-site-image'
import { useUploadSiteImage } from '../api/upload-site-image'
import { checkSiteImage } from '../lib/check-site-image'

const TITLES: Record<SiteImageKey, { title: string; description: string; fallback: string }> = {
  logo: { title: 'Logo', description: 'Shown in the home page hero.', fallback: 'Default wordmark' },
  hero_image: {
    title: 'Hero image',
    description: 'The large picture at the top of the home page.',
    fallback: 'Default artwork',
  },
}

/** One replaceable site image: the current one (or the default), a new file with its preview, alt text. */
export function ImageUploadCard({
  imageKey,
  current,
}: {
  imageKey: SiteImageKey
  current: SiteImage | null
}) {
  const upload = useUploadSiteImage()
  const reset = useResetSiteImage()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [altText, setAltText] = useState('')
  const [problem, setProblem] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const texts = TITLES[imageKey]

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const choose = (next: File | undefined) => {
    if (!next) return
    const issue = checkSiteImage(imageKey, next)
    setProblem(issue ?? undefined)
    setFile(issue ? null : next)
    setPreview(issue ? null : URL.createObjectURL(next))
  }

  const clearChoice = () => {
    setFile(null)
    setPreview(null)
    setAltText('')
    if (inputRef.current) inputRef.current.value = ''
  }

  const onUpload = () => {
    if (!file) return
    upload.mutate(
      { key: imageKey, file, altText },
      {
        onSuccess: () => {
          clearChoice()
          toast.success(ADMIN_SITE_MESSAGES.imageUploaded)
        },
        onError: (err) =>
          toast.error(ADMIN_SITE_MESSAGES.imageUploadFailed, {
            description: errorMessage(err, '') || undefined,
          }),
      },
    )
  }

  const onReset = () =>
    reset.mutate(imageKey, {
      onSuccess: () => toast.success(ADMIN_SITE_MESSAGES.imageReset),
      onError: () => toast.error(ADMIN_SITE_MESSAGES.imageResetFailed),
    })

  const shown = preview ?? current?.url ?? null
  const busy = upload.isPending || reset.isPending

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <figure className="flex flex-col gap-2">
          <div
            className={cn(
              'flex items-center justify-center overflow-hidden rounded-lg border bg-muted',
              imageKey === 'logo' ? 'h-24 p-4' : 'aspect-video',
            )}
          >
            {shown ? (
              <img
                src={shown}
                alt={
                  preview
                    ? 'Preview of the chosen image'
                    : (current?.alt_text ?? `Current ${texts.title.toLowerCase()}`)
                }
                className={
                  imageKey === 'logo' ? 'max-h-full max-w-full object-contain' : 'size-full object-cover'
                }
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
                <ImageOff className="size-5" aria-hidden="true" />
                {texts.fallback}
              </span>
            )}
          </div>
          <figcaption className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{`Recommended size: ${SITE_IMAGE_RECOMMENDED[imageKey]} px`}</span>
            {preview && <span className="font-medium text-foreground">Preview, not uploaded yet</span>}
          </figcaption>
        </figure>

        <FormField label={`New ${texts.title.toLowerCase()}`} error={problem} id={fileId}>
          <Input
            ref={inputRef}
            type="file"
            accept={SITE_IMAGE_TYPES[imageKey].join(',')}
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0])}
            className="py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium"
          />
        </FormField>
        <FormField
          label={`${texts.title} alt text (optional)`}
          hint="Describes the image for screen readers."
        >
          <Input
            value={altText}
            maxLength={200}
            disabled={busy}
            onChange={(e) => setAltText(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onUpload} disabled={!file || reset.isPending} loading={upload.isPending}>
            <Upload aria-hidden="true" />
            Upload {texts.title.toLowerCase()}
          </Button>
          {file && (
            <Button variant="ghost" onClick={clearChoice} disabled={busy}>
              Cancel
            </Button>
          )}
          {current && !file && (
            <Button variant="outline" onClick={onReset} disabled={upload.isPending} loading={reset.isPending}>
              <RotateCcw aria-hidden="true" />
              Use default {texts.title.toLowerCase()}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
