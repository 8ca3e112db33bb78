/** The exact bytes a wallet signs: the server's message as UTF-8, nothing added or trimmed. */
export function messageBytes(message: string): Uint8Array {
  return new TextEncoder().encode(message)
}

/** Standard base64 (with padding), the signature encoding the verify call sends. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
