import { describe, expect, it } from 'vitest';
import { addressFromPlaceDescription } from './place-description';

describe('address from a place suggestion', () => {
  it('splits street, postal code and city', () => {
    expect(addressFromPlaceDescription('Hauptstraße 5, 10115 Berlin, Deutschland')).toEqual({
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
    });
  });

  it('keeps only the street when the locality has no postal code', () => {
    expect(addressFromPlaceDescription('Marktplatz 1, Ulm, Deutschland')).toEqual({ street: 'Marktplatz 1' });
  });
});
