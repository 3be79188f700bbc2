/**
 * Phone numbers as links: the support line of the identity check, the contact page's number.
 */

/** A `tel:` address for a phone number as written for people ('1 888 555-0199' → 'tel:+18885550199'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  // North American numbers (the product's default country is Canada) get their +1.
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
