import { useEffect, useState } from 'react'
import Cropper from 'react-easy-crop'
import { toast } from 'sonner'
import { AVATAR_CROP_SIZE, AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_ZOOM } from '@rdo/contracts'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { useUploadAvatar } from '../api/upload-avatar'
import { cropToPng, type PixelArea } from '../lib/crop-image'
import { AvatarDropZone } from './avatar-drop-zone'

// A round 250×250 crop, zoom 1–3 in steps of 0.1 starting at 1.2 (docs/accounts.md#avatars).
const CROP_SIZE = AVATAR_CROP_SIZE
const ZOOM = AVATAR_ZOOM

interface AvatarEditorProps {
  src: string | null | undefined
  name: string
  maxBytes?: number
  size?: 'lg' | 'xl'
}

export function AvatarEditor({ src, name, maxBytes = AVATAR_MAX_BYTES, size = 'xl' }: AvatarEditorProps) {
  const upload = useUploadAvatar()
  const [imageUrl, setImageUrl] = useState<string | null>(null)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState<number>(ZOOM.initial)
  const [area, setArea] = useState<PixelArea | null>(null)
  const [dropError, setDropError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [cropping, setCropping] = useState(false)

  // The chosen file is shown through an object URL; free it when the dialog lets go of it.
  useEffect(() => {
    if (!imageUrl) return
    return () => URL.revokeObjectURL(imageUrl)
  }, [imageUrl])

  const openWith = (file: File) => {
    setDropError(null)
    setSaveError(null)
    setCrop({ x: 0, y: 0 })
    setZoom(ZOOM.initial)
    setArea(null)
    setImageUrl(URL.createObjectURL(file))
  }

  const close = () => {
    if (upload.isPending || cropping) return
    setImageUrl(null)
    setSaveError(null)
  }

  const fail = (message: string) => {
    const text = AVATAR_MESSAGES.errorPrefix + (message || AVATAR_MESSAGES.unknownError)
    setSaveError(text)
    toast.error(text)
  }

  const save = async () => {
    if (!imageUrl || !area) return
    setSaveError(null)
    let blob: Blob
    setCropping(true)
    try {
      blob = await cropToPng(imageUrl, area)
    } catch (error) {
      fail(error instanceof Error ? error.message : '')
      return
    } finally {
      setCropping(false)
    }
    upload.mutate(blob, {
      onSuccess: () => {
        toast.success(AVATAR_MESSAGES.updated)
        setImageUrl(null)
      },
      onError: (error) => fail(error.message),
    })
  }

  const busy = upload.isPending || cropping
  return (
    <div className="flex flex-col items-center gap-2">
      <AvatarDropZone
        maxBytes={maxBytes}
        onFile={openWith}
        onError={(message) => {
          setDropError(message)
          toast.error(message)
        }}
      >
        <Avatar src={src} name={name} size={size} />
      </AvatarDropZone>
      <FieldError message={dropError ?? undefined} className="max-w-56 text-center text-xs" />

      <Dialog open={imageUrl !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Edit Profile Picture</DialogTitle>
            <DialogDescription>Drag to position your photo and use the slider to zoom.</DialogDescription>
          </DialogHeader>
          <div className="relative mx-auto h-[280px] w-full overflow-hidden rounded-[12px] bg-ink">
            {imageUrl && (
              <Cropper
                image={imageUrl}
                crop={crop}
                zoom={zoom}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                aspect={1}
                cropShape="round"
                cropSize={{ width: CROP_SIZE, height: CROP_SIZE }}
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: 'Picture being cropped' }}
              />
            )}
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <Label htmlFor="avatar-zoom">Zoom</Label>
              <span className="font-mono text-xs text-muted-foreground">{zoom.toFixed(1)}×</span>
            </div>
            <input
              id="avatar-zoom"
              type="range"
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="w-full accent-brand-violet"
            />
          </div>
          <FieldError message={saveError ?? undefined} />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={save} loading={busy} disabled={!area}>
              Save
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
