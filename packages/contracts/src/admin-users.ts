/** Back-office contracts of this domain: request and response schemas, messages. */
export {}
