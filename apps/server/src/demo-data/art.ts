import sharp from 'sharp'

/**
 * Demo artwork drawn as SVG and rasterised with sharp: apparel mock-ups for the catalogue.
 * Community, partner and site art lives in art-pieces.ts. Everything is a pure function of its inputs.
 */

export const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif`
export const SOL_PURPLE = '#9945FF'
export const SOL_GREEN = '#14F195'

export type GarmentKind = 'tshirt' | 'longsleeve' | 'hoodie' | 'crewneck' | 'cap' | 'beanie' | 'tote'
export type Motif = 'wordmark' | 'diamond' | 'moon' | 'candles' | 'sun' | 'grid' | 'glitch' | 'gas' | 'rug'
export type PrintSpec = { motif: Motif; text: string; sub: string }

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer()
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255
  const k = Math.abs(amount)
  const mixed = hexToRgb(hex).map((c) => Math.round(c + (target - c) * k))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

export function isDark(hex: string): boolean {
  const [r, g, b] = hexToRgb(hex)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 140
}

/** Bold text sized to fit `width`. */
export function fitText(text: string, x: number, y: number, width: number, maxSize: number, attrs: string) {
  const size = Math.min(maxSize, Math.floor(width / (Math.max(text.length, 1) * 0.74)))
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" ${attrs}>${escapeXml(text)}</text>`
}

const GRADIENT_DEFS = `<linearGradient id="sol" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SOL_PURPLE}"/><stop offset="1" stop-color="${SOL_GREEN}"/></linearGradient>`

/** The chest print, drawn in a 400x400 box. `ink` contrasts with the garment colour. */
export function printArt(p: PrintSpec, ink: string): string {
  const title = fitText(p.text, 200, 330, 380, 110, `fill="url(#sol)"`)
  const sub = fitText(p.sub, 200, 380, 300, 30, `fill="${ink}" letter-spacing="3"`)
  let mark = ''
  switch (p.motif) {
    case 'wordmark':
      mark = `${fitText(p.text, 200, 190, 390, 170, `fill="url(#sol)"`)}<rect x="60" y="215" width="280" height="14" rx="7" fill="${ink}"/>`
      return `${mark}${sub}`
    case 'diamond':
      mark = `<polygon points="200,30 300,110 200,250 100,110" fill="none" stroke="url(#sol)" stroke-width="14" stroke-linejoin="round"/>
        <polyline points="100,110 300,110 M150,110" fill="none" stroke="${ink}" stroke-width="8"/>
        <polyline points="150,110 200,250 250,110 200,30 150,110" fill="none" stroke="${ink}" stroke-width="6"/>`
      break
    case 'moon':
      mark = `<circle cx="200" cy="140" r="110" fill="url(#sol)"/><circle cx="160" cy="110" r="22" fill="${ink}" opacity="0.35"/>
        <circle cx="240" cy="170" r="14" fill="${ink}" opacity="0.35"/><circle cx="215" cy="85" r="9" fill="${ink}" opacity="0.35"/>
        <path d="M70 250 L130 190 L120 230 L160 215 Z" fill="${ink}"/>`
      break
    case 'candles': {
      const bars = [110, 90, 130, 100, 60, 40, 20]
      mark = bars
        .map((top, i) => {
          const up = i !== 1 && i !== 3
          const x = 50 + i * 46
          return `<line x1="${x + 14}" y1="${top - 20}" x2="${x + 14}" y2="${top + 125 - i * 10}" stroke="${ink}" stroke-width="5"/>
            <rect x="${x}" y="${top}" width="28" height="${100 - i * 10}" rx="4" fill="${up ? SOL_GREEN : '#FF4D6D'}"/>`
        })
        .join('')
      break
    }
    case 'sun':
      mark =
        `<circle cx="200" cy="150" r="80" fill="url(#sol)"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6
          const [x1, y1, x2, y2] = [
            200 + Math.cos(a) * 100,
            150 + Math.sin(a) * 100,
            200 + Math.cos(a) * 135,
            150 + Math.sin(a) * 135,
          ]
          return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`
        }).join('')
      break
    case 'grid':
      mark = Array.from({ length: 9 }, (_, i) => {
        const x = 90 + (i % 3) * 80
        const y = 30 + Math.floor(i / 3) * 80
        return i % 2 === 0
          ? `<circle cx="${x + 30}" cy="${y + 30}" r="30" fill="url(#sol)"/>`
          : `<polygon points="${x},${y + 60} ${x + 30},${y} ${x + 60},${y + 60}" fill="${ink}"/>`
      }).join('')
      break
    case 'glitch': {
      // Long phrases go on two lines so the type stays big.
      const words = p.text.split(' ')
      const lines =
        p.text.length > 9 && words.length > 1
          ? [
              words.slice(0, Math.ceil(words.length / 2)).join(' '),
              words.slice(Math.ceil(words.length / 2)).join(' '),
            ]
          : [p.text]
      const ys = lines.length === 2 ? [150, 290] : [185]
      mark = lines
        .map((line, i) => {
          const y = ys[i]
          return `${fitText(line, 192, y - 5, 380, 150, `fill="${SOL_PURPLE}" opacity="0.9"`)}${fitText(line, 208, y + 5, 380, 150, `fill="${SOL_GREEN}" opacity="0.9"`)}${fitText(line, 200, y, 380, 150, `fill="${ink}"`)}`
        })
        .join('')
      mark += `<rect x="40" y="${ys[0] - 65}" width="320" height="8" fill="${ink}" opacity="0.6"/><rect x="90" y="${ys[0] - 35}" width="200" height="5" fill="${SOL_GREEN}"/>`
      return `${mark}${sub}`
    }
    case 'gas':
      mark = `<rect x="130" y="30" width="120" height="175" rx="16" fill="url(#sol)"/><rect x="152" y="55" width="76" height="50" rx="6" fill="${ink}"/>
        <path d="M250 75 L285 100 L285 185 Q285 205 265 205" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>
        <rect x="115" y="205" width="150" height="16" rx="6" fill="${ink}"/>`
      break
    case 'rug':
      mark =
        `<rect x="70" y="40" width="260" height="200" rx="8" fill="url(#sol)"/><rect x="95" y="65" width="210" height="150" fill="none" stroke="${ink}" stroke-width="8"/>
        <polygon points="200,85 270,140 200,195 130,140" fill="${ink}"/>` +
        Array.from(
          { length: 12 },
          (_, i) =>
            `<line x1="${80 + i * 22}" y1="240" x2="${80 + i * 22}" y2="265" stroke="${ink}" stroke-width="5"/>`,
        ).join('')
      break
  }
  return `${mark}${title}${sub}`
}

type GarmentShape = {
  body: string
  extras: (fill: string, dark: string) => string
  print: [number, number, number]
}

const NECK = 'M430 190 C480 250 720 250 770 190'
const BODY_BOTTOM = 'L890 1060 C700 1080 500 1080 310 1060'

const SHAPES: Record<GarmentKind, GarmentShape> = {
  tshirt: {
    body: `${NECK} L960 250 L1110 470 L960 560 L890 450 ${BODY_BOTTOM} L310 450 L240 560 L90 470 L240 250 Z`,
    extras: (_f, d) => `<path d="M430 190 C480 250 720 250 770 190 C700 212 500 212 430 190 Z" fill="${d}"/>
      <path d="M438 196 C490 262 710 262 762 196" fill="none" stroke="${d}" stroke-width="14"/>`,
    print: [600, 580, 0.95],
  },
  longsleeve: {
    body: `${NECK} L960 250 L1080 600 L1130 1000 L1010 1020 L940 640 L890 500 ${BODY_BOTTOM} L310 500 L260 640 L190 1020 L70 1000 L120 600 L240 250 Z`,
    extras: (_f, d) => `<path d="M430 190 C480 250 720 250 770 190 C700 212 500 212 430 190 Z" fill="${d}"/>
      <path d="M438 196 C490 262 710 262 762 196" fill="none" stroke="${d}" stroke-width="14"/>
      <path d="M1010 1020 L1130 1000 M190 1020 L70 1000" stroke="${d}" stroke-width="26"/>`,
    print: [600, 580, 0.9],
  },
  hoodie: {
    body: `M400 230 C460 270 740 270 800 230 L980 290 L1090 620 L1130 1000 L1010 1020 L950 660 L900 520 L900 1050 C700 1075 500 1075 300 1050 L300 520 L250 660 L190 1020 L70 1000 L110 620 L220 290 Z`,
    extras: (
      f,
      d,
    ) => `<path d="M390 250 C360 60 840 60 810 250 C740 300 460 300 390 250 Z" fill="${shade(f, -0.12)}"/>
      <path d="M470 250 C480 130 720 130 730 250 C680 295 520 295 470 250 Z" fill="${d}"/>
      <path d="M545 290 L535 470 M655 290 L665 470" stroke="${shade(f, 0.5)}" stroke-width="9" stroke-linecap="round"/>
      <path d="M420 830 L780 830 L840 1010 L360 1010 Z" fill="none" stroke="${d}" stroke-width="7"/>
      <path d="M300 1035 C500 1060 700 1060 900 1035" fill="none" stroke="${d}" stroke-width="22"/>
      <path d="M1010 1020 L1130 1000 M190 1020 L70 1000" stroke="${d}" stroke-width="26"/>`,
    print: [600, 620, 0.75],
  },
  crewneck: {
    body: `M420 200 C480 240 720 240 780 200 L970 270 L1090 620 L1130 1000 L1010 1020 L950 660 L900 520 L900 1050 C700 1075 500 1075 300 1050 L300 520 L250 660 L190 1020 L70 1000 L110 620 L230 270 Z`,
    extras: (_f, d) => `<path d="M420 200 C480 240 720 240 780 200 C700 225 500 225 420 200 Z" fill="${d}"/>
      <path d="M425 208 C485 275 715 275 775 208" fill="none" stroke="${d}" stroke-width="22"/>
      <path d="M300 1035 C500 1060 700 1060 900 1035" fill="none" stroke="${d}" stroke-width="22"/>
      <path d="M1010 1020 L1130 1000 M190 1020 L70 1000" stroke="${d}" stroke-width="26"/>`,
    print: [600, 600, 0.9],
  },
  cap: {
    body: `M270 740 C270 330 930 330 930 740 Z`,
    extras: (
      f,
      d,
    ) => `<path d="M600 380 C480 430 370 560 350 740 M600 380 C720 430 830 560 850 740" stroke="${d}" stroke-width="5" fill="none"/>
      <circle cx="600" cy="378" r="22" fill="${d}"/>
      <path d="M250 735 Q600 780 950 735 Q990 830 600 900 Q210 830 250 735 Z" fill="${shade(f, -0.16)}" stroke="${d}" stroke-width="4"/>
      <path d="M300 770 Q600 820 900 770" fill="none" stroke="${shade(f, 0.3)}" stroke-width="5" stroke-dasharray="14 10"/>`,
    print: [600, 560, 0.55],
  },
  beanie: {
    body: `M330 800 C330 400 870 400 870 800 Z`,
    extras: (f, d) =>
      `<circle cx="600" cy="390" r="75" fill="${shade(f, 0.1)}"/><rect x="300" y="740" width="600" height="200" rx="40" fill="${shade(f, -0.1)}"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<line x1="${335 + i * 41}" y1="752" x2="${335 + i * 41}" y2="928" stroke="${d}" stroke-width="6" opacity="0.5"/>`,
      ).join(''),
    print: [600, 820, 0.4],
  },
  tote: {
    body: `M320 420 L880 420 L920 1050 L280 1050 Z`,
    extras: (
      _f,
      d,
    ) => `<path d="M440 430 C440 180 760 180 760 430" fill="none" stroke="${d}" stroke-width="34"/>
      <path d="M320 420 L880 420" stroke="${d}" stroke-width="10"/>`,
    print: [600, 730, 0.9],
  },
}

export function garmentSvg(kind: GarmentKind, colour: string, print: PrintSpec, size = 1200): string {
  const s = SHAPES[kind]
  const dark = shade(colour, -0.28)
  const ink = isDark(colour) ? '#F4F4F6' : '#15151C'
  const [cx, cy, scale] = s.print
  const printSize = 400 * scale
  const extras = s.extras(colour, dark)
  const body = `<path d="${s.body}" fill="${colour}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>
    <path d="${s.body}" fill="url(#fold)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200">
  <defs>${GRADIENT_DEFS}
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#FAFAFB"/><stop offset="1" stop-color="#DADBE2"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>
  </defs>
  <rect width="1200" height="1200" fill="url(#bg)"/>
  <ellipse cx="600" cy="1100" rx="460" ry="46" fill="url(#shadow)"/>
  ${body}${extras}
  <g transform="translate(${cx - printSize / 2} ${cy - printSize / 2}) scale(${scale})">${printArt(print, ink)}</g>
</svg>`
}

/** Close-up of the print on a fabric swatch, shared by all colours of a product. */
export function printDetailSvg(colour: string, print: PrintSpec, size = 1200): string {
  const dark = shade(colour, -0.2)
  const ink = isDark(colour) ? '#F4F4F6' : '#15151C'
  const weave = Array.from(
    { length: 60 },
    (_, i) =>
      `<line x1="0" y1="${i * 20}" x2="1200" y2="${i * 20 + 30}" stroke="${dark}" stroke-width="2" opacity="0.25"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200">
  <defs>${GRADIENT_DEFS}
    <radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></radialGradient>
  </defs>
  <rect width="1200" height="1200" fill="${colour}"/>${weave}
  <g transform="translate(140 130) scale(2.3)">${printArt(print, ink)}</g>
  <rect x="900" y="1040" width="220" height="90" rx="6" fill="#111" stroke="${SOL_GREEN}" stroke-width="4"/>
  <text x="1010" y="1100" font-family="${FONT}" font-weight="bold" font-size="46" fill="#fff" text-anchor="middle">RDO</text>
  <rect width="1200" height="1200" fill="url(#light)"/>
</svg>`
}

/** The outline of a garment in the 1200x1200 mock-up space. */
export function garmentPath(kind: GarmentKind): string {
  return SHAPES[kind].body
}
