import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { addDesignImages, makePrimary } from './design-image-files'
import type { DesignImage } from './design-image-picker'

/** The chosen images with their local previews, in order (primary first), and the picker's error. */
export function useDesignImages() {
  const [images, setImages] = useState<DesignImage[]>([])
  const [imageError, setImageError] = useState<string>()
  const nextId = useRef(0)
  const previews = useRef(new Set<string>())

  // Local previews live until their image is removed or the page is left.
  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const addFiles = (files: File[]) => {
    if (files.length === 0) return
    const { accepted, errors: problems } = addDesignImages(images.length, files)
    for (const problem of problems) toast.error(problem)
    setImageError(problems[0])
    if (accepted.length === 0) return
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file)
      previews.current.add(preview)
      nextId.current += 1
      return { id: `image-${nextId.current}`, file, preview }
    })
    setImages((current) => [...current, ...added])
  }

  const removeImage = (id: string) => {
    const image = images.find((item) => item.id === id)
    if (image) {
      URL.revokeObjectURL(image.preview)
      previews.current.delete(image.preview)
    }
    setImageError(undefined)
    setImages((current) => current.filter((item) => item.id !== id))
  }

  const makeImagePrimary = (id: string) =>
    setImages((current) =>
      makePrimary(
        current,
        current.findIndex((item) => item.id === id),
      ),
    )

  /** Remembers an image's stored URL, so that another attempt sends only what is still missing. */
  const markUploaded = (id: string, url: string) =>
    setImages((current) => current.map((item) => (item.id === id ? { ...item, url } : item)))

  return { images, imageError, setImageError, addFiles, removeImage, makeImagePrimary, markUploaded }
}
