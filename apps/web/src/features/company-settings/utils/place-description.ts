import type { PostalAddress } from '@vendoc/contract/common';

/**
 * The parts of a German place suggestion ("Hauptstraße 5, 10115 Berlin, Deutschland") that fill an address form:
 * street, postal code and city. Parts that cannot be recognised are left out, so the user's input stays.
 */
export function addressFromPlaceDescription(description: string): Partial<PostalAddress> {
  const [street, locality] = description.split(',').map((part) => part.trim());
  const result: Partial<PostalAddress> = {};
  if (street) result.street = street;
  const match = locality ? /^(\d{4,5})\s+(.+)$/.exec(locality) : null;
  if (match?.[1] && match[2]) {
    result.postalCode = match[1];
    result.city = match[2];
  }
  return result;
}
