import { isEmailValid } from "@hapi/address";

/**
 * The one address parser of every form and privacy request (the zod `emailField` in ./schemas.ts calls it, so the
 * browser and the server apply the same rule). An address is a bare RFC 5321 addr-spec, `local@domain`, checked by
 * @hapi/address (the validator behind joi): a display name (`Friend <victim@example.com>`), a group
 * (`x:victim@example.com;`), a comment (`(c)a@example.com`), a quoted local part, an address literal
 * (`a@[127.0.0.1]`) and a list (`a@example.com,b@example.com`) are all refused, so nothing but the address itself
 * ever reaches a mail's `To:` header or the database. Internationalised addresses (UTF-8 local part, IDN domain)
 * are accepted; top-level domains are not checked against a list (new ones appear every year).
 */

/** RFC 5321 limits: the whole path (254) and the local part (64). */
export const EMAIL_LIMITS = { total: 254, localPart: 64 } as const;

export type AddressProblem = "required" | "too_long" | "invalid_email";

/** Why `value` (already trimmed) is not an address the site accepts, or null when it is one. */
export function addressProblem(value: string): AddressProblem | null {
  if (value === "") return "required";
  if (value.length > EMAIL_LIMITS.total) return "too_long";
  const at = value.lastIndexOf("@");
  if (at > 0 && value.slice(0, at).length > EMAIL_LIMITS.localPart) return "too_long";
  return isEmailValid(value, { minDomainSegments: 2, allowUnicode: true }) ? null : "invalid_email";
}

/**
 * The stored form of a valid address: the domain part lowercased (domains are case-insensitive, RFC 1035), the
 * local part kept as typed (RFC 5321 leaves its case to the receiving server). Privacy lookups compare the same way.
 */
export function normaliseAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}

/** The domain part of a valid address, lowercased (the per-domain mail limit counts it). */
export function addressDomain(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}
