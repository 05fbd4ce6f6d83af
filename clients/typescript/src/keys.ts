/** A fresh Idempotency-Key for a command: resend the same key (and body) to retry it safely. */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}
