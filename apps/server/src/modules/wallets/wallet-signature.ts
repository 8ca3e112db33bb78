import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'

const SIGNATURE_BYTES = 64
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const BASE64URL = /^[A-Za-z0-9_-]+$/

/**
 * The 64-byte signatures a text can stand for: wallets hand them out base64 or base58 encoded, and an
 * unpadded base64 text of only base58 letters reads both ways, so each reading that gives 64 bytes is
 * a candidate.
 */
export function signatureCandidates(text: string): Uint8Array[] {
  const candidates: Uint8Array[] = []
  if (BASE64.test(text)) candidates.push(new Uint8Array(Buffer.from(text, 'base64')))
  else if (BASE64URL.test(text)) candidates.push(new Uint8Array(Buffer.from(text, 'base64url')))
  try {
    candidates.push(Uint8Array.from(getBase58Encoder().encode(text)))
  } catch {
    // Not base58.
  }
  return candidates.filter((bytes) => bytes.length === SIGNATURE_BYTES)
}

/**
 * Whether `signature` is the ed25519 signature of the message's UTF-8 bytes by the key the address
 * is; on success, the signature bytes that verified (stored as proof).
 */
export async function verifyWalletSignature(
  address: string,
  message: string,
  signature: string,
): Promise<Uint8Array | null> {
  if (!isAddress(address)) return null
  const key = await getPublicKeyFromAddress(address).catch(() => null)
  if (!key) return null
  const data = new TextEncoder().encode(message)
  for (const bytes of signatureCandidates(signature)) {
    if (await verifySignature(key, signatureBytes(bytes), data)) return bytes
  }
  return null
}
