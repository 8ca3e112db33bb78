import { escapeXml, FONT, fitText, shade, SOL_GREEN, SOL_PURPLE } from './art.ts'
import { int, pick, rngFor, type Rng } from './rng.ts'

/** Community and partner design art, logos, avatars and the hero image, as SVG strings. */

const PALETTES: Record<string, string[]> = {
  cyberpunk: ['#0B0221', '#FF2A6D', '#05D9E8', '#D1F7FF', '#9945FF'],
  minimalist: ['#F4F1EA', '#111111', '#E63946', '#A8A8A8', '#14F195'],
  geometric: ['#1B1B3A', '#F4D35E', '#EE964B', '#F95738', '#0D3B66'],
  'vintage inspired': ['#F2E3C6', '#8C4A2F', '#D9A441', '#2F4858', '#6B2737'],
  abstract: ['#14102B', '#9945FF', '#14F195', '#FFB86B', '#FF5C8A'],
  'modern streetwear': ['#101014', '#F5F5F7', '#14F195', '#FF4D00', '#9945FF'],
  'urban casual': ['#2B2D42', '#8D99AE', '#EDF2F4', '#EF233C', '#F4A261'],
  techwear: ['#0F1115', '#3A3F47', '#C6FF00', '#8A8F98', '#00E5FF'],
}

export const DESIGN_STYLES = Object.keys(PALETTES)

function shapes(rng: Rng, pal: string[], count: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const c = pal[1 + (i % (pal.length - 1))]
    const x = int(rng, 80, 920)
    const y = int(rng, 80, 920)
    const r = int(rng, 30, 190)
    const o = (0.45 + rng() * 0.5).toFixed(2)
    switch (int(rng, 0, 4)) {
      case 0:
        out.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="${o}"/>`)
        break
      case 1:
        out.push(
          `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" fill="${c}" opacity="${o}" transform="rotate(${int(rng, -45, 45)} ${x} ${y})"/>`,
        )
        break
      case 2:
        out.push(
          `<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="${c}" opacity="${o}"/>`,
        )
        break
      case 3:
        out.push(
          [1, 0.72, 0.44]
            .map(
              (k) =>
                `<circle cx="${x}" cy="${y}" r="${Math.round(r * k)}" fill="none" stroke="${c}" stroke-width="10"/>`,
            )
            .join(''),
        )
        break
      default: {
        const amp = int(rng, 20, 60)
        const d = Array.from(
          { length: 11 },
          (_, k) => `${k === 0 ? 'M' : 'L'}${k * 100} ${y + (k % 2 ? amp : -amp)}`,
        ).join(' ')
        out.push(
          `<path d="${d}" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round" opacity="${o}"/>`,
        )
      }
    }
  }
  return out.join('')
}

function perspectiveGrid(colour: string): string {
  const lines: string[] = []
  for (let i = 0; i <= 16; i++)
    lines.push(
      `<line x1="500" y1="560" x2="${-600 + i * 137.5}" y2="1000" stroke="${colour}" stroke-width="3"/>`,
    )
  for (let i = 0; i < 8; i++) {
    const y = 560 + Math.pow(i / 7, 2) * 440
    lines.push(
      `<line x1="0" y1="${y.toFixed(1)}" x2="1000" y2="${y.toFixed(1)}" stroke="${colour}" stroke-width="3"/>`,
    )
  }
  return lines.join('')
}

/** A square art piece (1000x1000) for a community or partner design. `emblem` is drawn in a 400x400 box. */
export function designArtSvg(key: string, style: string, word: string, caption: string, emblem = ''): string {
  const rng = rngFor(`design-art:${key}`)
  const pal = PALETTES[style] ?? PALETTES.abstract
  const [bg, a, b] = pal
  let scene = ''
  if (style === 'cyberpunk' || style === 'techwear') {
    scene = `<circle cx="500" cy="470" r="260" fill="url(#sun)"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="200" y="${500 + i * 28}" width="600" height="${6 + i * 2}" fill="${bg}"/>`).join('')}<rect x="0" y="560" width="1000" height="440" fill="${bg}"/>${perspectiveGrid(a)}`
  } else if (style === 'minimalist') {
    scene = `<circle cx="${int(rng, 380, 620)}" cy="${int(rng, 360, 520)}" r="${int(rng, 160, 240)}" fill="${a}"/><rect x="150" y="780" width="700" height="6" fill="${b}"/>`
  } else if (style === 'geometric') {
    for (let y = 0; y < 1000; y += 125)
      for (let x = 0; x < 1000; x += 125) {
        const c = pick(rng, pal.slice(1))
        scene +=
          rng() < 0.5
            ? `<polygon points="${x},${y} ${x + 125},${y} ${x},${y + 125}" fill="${c}"/>`
            : `<polygon points="${x + 125},${y + 125} ${x + 125},${y} ${x},${y + 125}" fill="${c}"/>`
      }
  } else if (style === 'vintage inspired') {
    scene = `<circle cx="500" cy="470" r="330" fill="none" stroke="${a}" stroke-width="18"/><circle cx="500" cy="470" r="290" fill="${b}"/>${shapes(rng, pal, 4)}`
  } else {
    scene = shapes(rng, pal, int(rng, 7, 12))
  }
  const ink = style === 'minimalist' || style === 'vintage inspired' ? pal[1] : '#FFFFFF'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
  <defs>
    <linearGradient id="sol" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SOL_PURPLE}"/><stop offset="1" stop-color="${SOL_GREEN}"/></linearGradient>
    <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${pal[4]}"/></linearGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, bg === '#F4F1EA' || bg === '#F2E3C6' ? -0.08 : 0.12)}"/></linearGradient>
  </defs>
  <rect width="1000" height="1000" fill="url(#bg)"/>
  ${scene}
  ${emblem ? `<g transform="translate(300 240)">${emblem}</g>` : ''}
  ${fitText(word, 500, 860, 860, 150, `fill="${ink}" stroke="${bg}" stroke-width="4"`)}
  <text x="500" y="935" font-family="${FONT}" font-size="30" letter-spacing="6" fill="${ink}" text-anchor="middle" opacity="0.85">${escapeXml(caption)}</text>
</svg>`
}

/** A round frog emblem drawn in a 400x400 box. */
export function frogEmblem(skin = '#3FBF5F', accent = SOL_PURPLE): string {
  const dark = shade(skin, -0.35)
  return `<circle cx="200" cy="200" r="190" fill="${accent}"/><circle cx="200" cy="200" r="170" fill="#0E1A12"/>
    <ellipse cx="200" cy="245" rx="140" ry="100" fill="${skin}"/>
    <circle cx="130" cy="150" r="55" fill="${skin}"/><circle cx="270" cy="150" r="55" fill="${skin}"/>
    <circle cx="130" cy="148" r="34" fill="#fff"/><circle cx="270" cy="148" r="34" fill="#fff"/>
    <circle cx="138" cy="152" r="16" fill="#111"/><circle cx="262" cy="152" r="16" fill="#111"/>
    <path d="M110 255 Q200 320 290 255" fill="none" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="175" cy="225" r="6" fill="${dark}"/><circle cx="225" cy="225" r="6" fill="${dark}"/>
    <ellipse cx="120" cy="275" rx="22" ry="12" fill="#FF8FA3" opacity="0.6"/><ellipse cx="280" cy="275" rx="22" ry="12" fill="#FF8FA3" opacity="0.6"/>`
}

/** A round logo with initials (for projects without a mascot). */
export function monogramEmblem(letters: string, bg: string, fg: string): string {
  return `<circle cx="200" cy="200" r="190" fill="${bg}"/><circle cx="200" cy="200" r="160" fill="none" stroke="${fg}" stroke-width="10"/>
    ${fitText(letters, 200, 245, 240, 140, `fill="${fg}"`)}`
}

export function logoSvg(emblem: string, size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${emblem}</svg>`
}

export function avatarSvg(initials: string, key: string): string {
  const rng = rngFor(`avatar:${key}`)
  const hue = int(rng, 0, 359)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <text x="128" y="160" font-family="${FONT}" font-weight="bold" font-size="96" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`
}

/** The "RDO" wordmark, 400x100 on a transparent background. */
export function siteLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100">
  <defs><linearGradient id="sol" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SOL_PURPLE}"/><stop offset="1" stop-color="${SOL_GREEN}"/></linearGradient></defs>
  <polygon points="50,8 88,40 50,92 12,40" fill="url(#sol)"/><polyline points="12,40 88,40" stroke="#fff" stroke-width="4"/>
  <polyline points="32,40 50,92 68,40 50,8 32,40" fill="none" stroke="#fff" stroke-width="3"/>
  <text x="110" y="78" font-family="${FONT}" font-weight="bold" font-size="76" letter-spacing="6" fill="url(#sol)">RDO</text>
</svg>`
}

/** 1920x1080 dark gradient hero with glowing apparel silhouettes. */
export function heroSvg(tshirtPath: string, hoodiePath: string, capPath: string): string {
  const outline = (d: string, t: string, c: string) =>
    `<g transform="${t}"><path d="${d}" fill="${c}" fill-opacity="0.12" stroke="${c}" stroke-width="6" stroke-linejoin="round"/></g>`
  const stars = Array.from({ length: 60 }, (_, i) => {
    const rng = rngFor(`hero-star:${i}`)
    return `<circle cx="${int(rng, 0, 1920)}" cy="${int(rng, 0, 700)}" r="${(1 + rng() * 2.5).toFixed(1)}" fill="#fff" opacity="${(0.3 + rng() * 0.6).toFixed(2)}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07060F"/><stop offset="0.6" stop-color="#16102E"/><stop offset="1" stop-color="#0A1F1A"/></linearGradient>
    <radialGradient id="glowP"><stop offset="0" stop-color="${SOL_PURPLE}" stop-opacity="0.55"/><stop offset="1" stop-color="${SOL_PURPLE}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowG"><stop offset="0" stop-color="${SOL_GREEN}" stop-opacity="0.4"/><stop offset="1" stop-color="${SOL_GREEN}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>${stars}
  <circle cx="1350" cy="420" r="520" fill="url(#glowP)"/><circle cx="1650" cy="820" r="420" fill="url(#glowG)"/>
  ${perspectiveGridWide()}
  ${outline(hoodiePath, 'translate(1040 170) scale(0.62)', SOL_PURPLE)}
  ${outline(tshirtPath, 'translate(1400 360) scale(0.42)', SOL_GREEN)}
  ${outline(capPath, 'translate(1180 640) scale(0.36)', '#FFFFFF')}
</svg>`
}

function perspectiveGridWide(): string {
  const lines: string[] = []
  for (let i = 0; i <= 24; i++)
    lines.push(
      `<line x1="960" y1="760" x2="${-1440 + i * 200}" y2="1080" stroke="${SOL_PURPLE}" stroke-opacity="0.35" stroke-width="2"/>`,
    )
  for (let i = 0; i < 7; i++) {
    const y = 760 + Math.pow(i / 6, 2) * 320
    lines.push(
      `<line x1="0" y1="${y.toFixed(1)}" x2="1920" y2="${y.toFixed(1)}" stroke="${SOL_PURPLE}" stroke-opacity="0.35" stroke-width="2"/>`,
    )
  }
  return lines.join('')
}
