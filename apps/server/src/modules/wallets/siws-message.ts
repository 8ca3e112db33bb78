/**
 * The Sign-In-With-Solana message that links a wallet: built here, signed byte for byte by the wallet,
 * parsed back on verification. Its first line names the domain asking, so a wallet (and a person) can
 * see which site a signature is for; the nonce makes each message single-use.
 */
export type SiwsFields = {
  domain: string
  address: string
  uri: string
  nonce: string
  issuedAt: string
  expirationTime: string
}

const HEADER = ' wants you to sign in with your Solana account:'
const STATEMENT = 'Link this wallet to your RDO Shop account.'

export function buildSiwsMessage(f: SiwsFields): string {
  return [
    `${f.domain}${HEADER}`,
    f.address,
    '',
    STATEMENT,
    '',
    `URI: ${f.uri}`,
    'Version: 1',
    'Chain ID: mainnet',
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt}`,
    `Expiration Time: ${f.expirationTime}`,
  ].join('\n')
}

const FIELD_NAMES: Record<string, keyof SiwsFields> = {
  URI: 'uri',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
}

/**
 * The fields of a message in that shape, or null when it is not one. Parsing is lenient about the
 * statement and extra fields; the verifier then requires the exact message it issued.
 */
export function parseSiwsMessage(message: string): SiwsFields | null {
  const lines = message.split('\n')
  const header = lines[0] ?? ''
  if (!header.endsWith(HEADER)) return null
  const fields: Partial<SiwsFields> = {
    domain: header.slice(0, -HEADER.length),
    address: lines[1] ?? '',
  }
  for (const line of lines.slice(2)) {
    const at = line.indexOf(': ')
    const name = at > 0 ? FIELD_NAMES[line.slice(0, at)] : undefined
    if (name && fields[name] === undefined) fields[name] = line.slice(at + 2)
  }
  const { domain, address, uri, nonce, issuedAt, expirationTime } = fields
  if (!domain || !address || !uri || !nonce || !issuedAt || !expirationTime) return null
  return { domain, address, uri, nonce, issuedAt, expirationTime }
}
