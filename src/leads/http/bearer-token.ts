import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Constant-time comparison of two strings of any length (both hashed first). */
export function tokensEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
