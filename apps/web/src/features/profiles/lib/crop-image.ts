export interface PixelArea {
  x: number
  y: number
  width: number
  height: number
}

/** Largest side we send: the server re-encodes avatars to a small square anyway. */
const MAX_OUTPUT = 512

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The image could not be read'))
    image.src = src
  })
}

/** Draws the chosen square of the picture onto a canvas and returns it as a PNG (docs/accounts.md#avatars). */
export async function cropToPng(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src)
  const side = Math.max(1, Math.min(MAX_OUTPUT, Math.round(area.width)))
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available in this browser')
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be created'))),
      'image/png',
    )
  })
}
