import type { GarmentKind, Motif } from './art.ts'

/** The demo catalogue. Prices in cents; colours as [name, hex]. */

export type StockProfile = 'normal' | 'partial' | 'low' | 'out'

export type ProductDef = {
  name: string
  category: string
  kind: GarmentKind
  priceCents: number
  motif: Motif
  text: string
  sub: string
  colours: [string, string][]
  blurb: string
  featured?: boolean
  gender?: 'unisex' | 'men' | 'women'
  stock?: StockProfile
}

export const CATEGORIES = ['T-Shirts', 'Hoodies', 'Long Sleeves', 'Sweatshirts', 'Hats', 'Accessories']

export const MATERIALS: [string, string][] = [
  ['Organic Cotton', 'GOTS-certified cotton grown without synthetic pesticides.'],
  ['Recycled Polyester', 'Polyester spun from post-consumer plastic bottles.'],
  ['Elastane', 'A touch of stretch that keeps its shape wash after wash.'],
  ['Cotton Twill', 'Sturdy diagonal-weave cotton for structured caps.'],
  ['Merino Wool', 'Fine, breathable wool that stays warm and soft.'],
  ['Acrylic', 'Lightweight, colour-fast knit fibre.'],
  ['Cotton Canvas', 'Heavyweight plain-weave cotton for bags that last.'],
]

const BLACK: [string, string] = ['Black', '#111111']
const WHITE: [string, string] = ['White', '#FFFFFF']
const NAVY: [string, string] = ['Midnight Navy', '#1F2A44']
const GREY: [string, string] = ['Heather Grey', '#B8B8B8']
const PURPLE: [string, string] = ['Solana Purple', '#7B3FE4']
const CREAM: [string, string] = ['Cream', '#F2EFE6']
const SAGE: [string, string] = ['Sage', '#6B8F71']
const RED: [string, string] = ['Racing Red', '#C0392B']
const ORANGE: [string, string] = ['Sunrise Orange', '#F28C28']
const CHARCOAL: [string, string] = ['Charcoal', '#36454F']
const FOREST: [string, string] = ['Forest', '#2F4F3A']
const NATURAL: [string, string] = ['Natural', '#E8DCC4']
const OLIVE: [string, string] = ['Olive', '#556B2F']
const SKY: [string, string] = ['Sky Blue', '#7FB3D5']

// One product per line group; kept compact on purpose.
// prettier-ignore
export const PRODUCTS: ProductDef[] = [
  // T-Shirts
  { name: 'Diamond Hands Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3400, motif: 'diamond', text: 'DIAMOND HANDS', sub: 'NEVER SELLING', colours: [BLACK, WHITE, PURPLE], featured: true,
    blurb: 'For the ones who held through every red candle. A faceted diamond print in Solana gradient ink.' },
  { name: 'To The Moon Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3200, motif: 'moon', text: 'TO THE MOON', sub: 'NEXT STOP: MARS', colours: [NAVY, GREY], featured: true,
    blurb: 'A gradient moon and a tiny rocket on its way up. Launch-day energy, every day.' },
  { name: 'WAGMI Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3000, motif: 'candles', text: 'WAGMI', sub: "WE'RE ALL GONNA MAKE IT", colours: [WHITE, SAGE, BLACK],
    blurb: 'Green candles only. A reminder that we are, in fact, all gonna make it.' },
  { name: 'GM Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 2800, motif: 'sun', text: 'GM', sub: 'GOOD MORNING WEB3', colours: [ORANGE, WHITE], stock: 'partial',
    blurb: 'Say it back. A sunrise print for the two most important letters on the timeline.' },
  { name: 'Wen Lambo Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3300, motif: 'wordmark', text: 'WEN LAMBO', sub: 'SOON', colours: [RED, BLACK], stock: 'low',
    blurb: 'The eternal question, set in heavy type. Answer: soon.' },
  { name: 'Probably Nothing Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3100, motif: 'glitch', text: 'PROBABLY NOTHING', sub: 'OR EVERYTHING', colours: [BLACK, WHITE],
    blurb: 'A glitching headline for when something is definitely happening.' },
  { name: 'Bull Run Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3000, motif: 'candles', text: 'BULL RUN', sub: 'UP ONLY', colours: [BLACK, SAGE], stock: 'out',
    blurb: 'Sold out faster than the last pump. Restocks announced to wishlists first.' },
  { name: 'Seed Phrase Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 2900, motif: 'grid', text: '12 WORDS', sub: 'NEVER SHARE THEM', colours: [CREAM, NAVY],
    blurb: 'Twelve shapes, zero words revealed. Security awareness you can wear.' },
  { name: 'Validator Tee', category: 'T-Shirts', kind: 'tshirt', priceCents: 3200, motif: 'wordmark', text: 'VALIDATOR', sub: '400MS BLOCKS', colours: [PURPLE, WHITE], gender: 'women', stock: 'partial',
    blurb: 'A slightly fitted tee for the people keeping the chain alive.' },
  // Hoodies
  { name: 'Rug Pull Survivor Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 6800, motif: 'rug', text: 'SURVIVOR', sub: 'RUG PULL CLASS OF 22', colours: [BLACK, CHARCOAL, FOREST], featured: true,
    blurb: 'They pulled the rug; you kept the hoodie. Heavyweight fleece with a woven-rug chest print.' },
  { name: 'Degen Mode Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 7200, motif: 'glitch', text: 'DEGEN', sub: 'MODE: ON', colours: [BLACK, PURPLE, WHITE, GREY], featured: true,
    blurb: 'Glitch-print hoodie for late-night charts and later-night decisions.' },
  { name: 'HODL Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 6500, motif: 'wordmark', text: 'HODL', sub: 'SINCE GENESIS', colours: [NAVY, GREY], stock: 'partial',
    blurb: 'The typo that became a philosophy, across the chest of a cosy pullover.' },
  { name: 'Liquidity Pool Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 7000, motif: 'grid', text: 'LIQUIDITY', sub: 'POOL PARTY', colours: [SKY, BLACK], stock: 'low',
    blurb: 'Provide comfort, earn compliments. Geometric print, brushed fleece inside.' },
  { name: 'Solana Summer Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 7400, motif: 'sun', text: 'SOL SUMMER', sub: 'FAST AND CHEAP', colours: [CREAM, SKY, BLACK],
    blurb: 'A lightweight hoodie for the season when every transaction costs a fraction of a cent.' },
  { name: 'Whale Alert Hoodie', category: 'Hoodies', kind: 'hoodie', priceCents: 7900, motif: 'candles', text: 'WHALE ALERT', sub: 'BIG MOVES ONLY', colours: [NAVY, BLACK], stock: 'out',
    blurb: 'Our heaviest hoodie, for our heaviest holders. Currently sold out.' },
  // Long Sleeves
  { name: 'Gas Fees Long Sleeve', category: 'Long Sleeves', kind: 'longsleeve', priceCents: 4200, motif: 'gas', text: 'GWEI', sub: 'GAS FEES HURT', colours: [WHITE, BLACK, CHARCOAL], featured: true, stock: 'partial',
    blurb: 'A retro gas pump for everyone who paid more in fees than the trade was worth.' },
  { name: 'Ape In Long Sleeve', category: 'Long Sleeves', kind: 'longsleeve', priceCents: 4000, motif: 'glitch', text: 'APE IN', sub: 'DYOR LATER', colours: [BLACK, OLIVE],
    blurb: 'Research is optional, comfort is not. Midweight long sleeve with ribbed cuffs.' },
  { name: 'Block Time Long Sleeve', category: 'Long Sleeves', kind: 'longsleeve', priceCents: 4400, motif: 'grid', text: '400MS', sub: 'BLOCK TIME', colours: [GREY, NAVY], gender: 'men',
    blurb: 'A relaxed long sleeve celebrating very short block times.' },
  // Sweatshirts
  { name: 'BUIDL Crewneck', category: 'Sweatshirts', kind: 'crewneck', priceCents: 5800, motif: 'candles', text: 'BUIDL', sub: 'BEAR MARKET BUILDER', colours: [SAGE, CREAM],
    blurb: 'For the builders who ship through every market. Classic crewneck, soft brushed back.' },
  { name: 'Moon Mission Crewneck', category: 'Sweatshirts', kind: 'crewneck', priceCents: 6000, motif: 'moon', text: 'MOON MISSION', sub: 'T-MINUS ZERO', colours: [NAVY, BLACK],
    blurb: 'Mission control approved. Gradient moon print on a heavyweight crew.' },
  // Hats
  { name: 'HODL Cap', category: 'Hats', kind: 'cap', priceCents: 2800, motif: 'wordmark', text: 'HODL', sub: 'RDO', colours: [BLACK, CREAM, PURPLE], featured: true,
    blurb: 'Six-panel cap with an embroidered-look HODL front and an adjustable strap.' },
  { name: 'GM Dad Hat', category: 'Hats', kind: 'cap', priceCents: 2600, motif: 'sun', text: 'GM', sub: 'RDO', colours: [WHITE, SAGE],
    blurb: 'Unstructured dad hat for saying good morning to the whole timeline.' },
  { name: 'Degen Beanie', category: 'Hats', kind: 'beanie', priceCents: 2400, motif: 'wordmark', text: 'DEGEN', sub: 'RDO', colours: [BLACK, RED, ORANGE],
    blurb: 'Cuffed rib-knit beanie with a woven DEGEN patch and a pom on top.' },
  // Accessories
  { name: 'Bag Holder Tote', category: 'Accessories', kind: 'tote', priceCents: 2200, motif: 'wordmark', text: 'BAG HOLDER', sub: 'PROUDLY', colours: [NATURAL, BLACK],
    blurb: 'Own it. A roomy canvas tote for groceries, laptops and heavy bags of all kinds.' },
  { name: 'To The Moon Tote', category: 'Accessories', kind: 'tote', priceCents: 2200, motif: 'moon', text: 'TO THE MOON', sub: 'CARRY ON', colours: [NATURAL, NAVY],
    blurb: 'Heavyweight canvas tote with the moon print. Fits a 15-inch laptop.' },
]

export type KindInfo = {
  weightGrams: number
  chart: 'tee' | 'longsleeve' | 'hoodie' | null
  materials: [string, number][]
  care: string
  fit: string
  detail: string
}

// prettier-ignore
export const KIND_INFO: Record<GarmentKind, KindInfo> = {
  tshirt: {
    weightGrams: 180, chart: 'tee', materials: [['Organic Cotton', 100]],
    care: 'Machine wash cold, inside out. Tumble dry low. Do not iron directly on the print.',
    fit: 'Regular fit, true to size. Size up for a relaxed look.',
    detail: '180 gsm organic cotton jersey, screen-printed in water-based inks.',
  },
  longsleeve: {
    weightGrams: 230, chart: 'longsleeve', materials: [['Organic Cotton', 95], ['Elastane', 5]],
    care: 'Machine wash cold with similar colours. Hang to dry. Do not bleach.',
    fit: 'Regular fit with ribbed cuffs, true to size.',
    detail: '200 gsm cotton with a little stretch, ribbed cuffs.',
  },
  hoodie: {
    weightGrams: 650, chart: 'hoodie', materials: [['Organic Cotton', 80], ['Recycled Polyester', 20]],
    care: 'Machine wash cold, inside out. Tumble dry low. Do not dry clean.',
    fit: 'Relaxed fit with dropped shoulders. Take your usual size for an oversized feel.',
    detail: '400 gsm brushed fleece, double-lined hood, kangaroo pocket.',
  },
  crewneck: {
    weightGrams: 550, chart: 'hoodie', materials: [['Organic Cotton', 70], ['Recycled Polyester', 30]],
    care: 'Machine wash cold, inside out. Tumble dry low.',
    fit: 'Classic fit, true to size.',
    detail: '350 gsm fleece with a soft brushed back and ribbed trims.',
  },
  cap: {
    weightGrams: 120, chart: null, materials: [['Cotton Twill', 100]],
    care: 'Spot clean with a damp cloth. Do not machine wash. Air dry.',
    fit: 'One size with an adjustable strap (54-60 cm).',
    detail: 'Six-panel cotton twill with a curved brim and metal buckle.',
  },
  beanie: {
    weightGrams: 100, chart: null, materials: [['Merino Wool', 50], ['Acrylic', 50]],
    care: 'Hand wash cold. Lay flat to dry.',
    fit: 'One size, stretchy rib knit.',
    detail: 'Double-layer rib knit with a fold-over cuff and a pom.',
  },
  tote: {
    weightGrams: 250, chart: null, materials: [['Cotton Canvas', 100]],
    care: 'Machine wash cold, inside out. Line dry.',
    fit: '38 x 42 cm with 10 cm gusset; 65 cm handles.',
    detail: '12 oz cotton canvas with reinforced handles.',
  },
}

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']

/** Size chart in cm (chest, length, sleeve) from the shop's size guide. */
// prettier-ignore
export const SIZE_CHARTS: Record<'tee' | 'longsleeve' | 'hoodie', [string, string, string][]> = {
  tee: [
    ['86-91', '66', '19'], ['91-97', '69', '20'], ['97-102', '72', '21'], ['102-107', '74', '22'],
    ['107-112', '76', '23'], ['112-117', '79', '24'], ['117-122', '81', '25'],
  ],
  longsleeve: [
    ['86-91', '66', '60'], ['91-97', '69', '61'], ['97-102', '72', '62'], ['102-107', '74', '63'],
    ['107-112', '76', '64'], ['112-117', '79', '65'], ['117-122', '81', '66'],
  ],
  hoodie: [
    ['92-97', '66', '61'], ['97-102', '69', '62'], ['102-107', '71', '63'], ['107-112', '74', '64'],
    ['112-117', '76', '65'], ['117-122', '79', '66'], ['122-127', '81', '67'],
  ],
}
