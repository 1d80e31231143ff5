// Issue 28: the address lookup of the site form overwrote coordinates the user had typed. A found
// position fills the form only when lat/lng are empty or still hold what the previous lookup wrote;
// otherwise the form asks (decision 0085).
import { describe, expect, it } from 'vitest';
import { geocodeChoice } from '../src/resources/sites/geocodeChoice.ts';

describe('site form: what an address lookup may do with the coordinates', () => {
  it('fills empty coordinates', () => {
    expect(geocodeChoice({ lat: null, lng: undefined }, null)).toBe('fill');
    expect(geocodeChoice({ lat: '', lng: '' }, null)).toBe('fill');
  });

  it('asks before replacing coordinates the user typed or the site had', () => {
    expect(geocodeChoice({ lat: 50.8466, lng: 4.3528 }, null)).toBe('ask');
    expect(geocodeChoice({ lat: 50.8466, lng: null }, null)).toBe('ask');
  });

  it('replaces what the previous lookup filled in', () => {
    expect(geocodeChoice({ lat: 50.1, lng: 4.2 }, { lat: 50.1, lng: 4.2 })).toBe('fill');
  });

  it('asks once the user has changed a looked-up coordinate', () => {
    expect(geocodeChoice({ lat: 50.1234, lng: 4.2 }, { lat: 50.1, lng: 4.2 })).toBe('ask');
  });
});
