// The console's VAT number and Peppol id validators (decision 0056): the contract's check digits read
// against the form's country, with the translated message key; empty values pass.
import { describe, expect, it } from 'vitest';
import { peppolIdValidator, vatNumberValidator } from '../src/resources/addresses/vatValidation.ts';

describe('vatNumberValidator', () => {
  const validate = vatNumberValidator('key.vat');
  it('accepts valid numbers and empty values, refuses wrong check digits and a number of another country', () => {
    expect(validate('BE0403019261', { country: 'BE' })).toBeUndefined();
    expect(validate('0403.019.261', { country: 'BE' })).toBeUndefined();
    expect(validate('', { country: 'BE' })).toBeUndefined();
    expect(validate(null, {})).toBeUndefined();
    expect(validate('BE0403019262', { country: 'BE' })).toBe('key.vat');
    expect(validate('FR40303265045', { country: 'BE' })).toBe('key.vat');
    expect(validate('FR40303265045', { country: null })).toBeUndefined();
  });
});

describe('peppolIdValidator', () => {
  const validate = peppolIdValidator('key.peppol');
  it('wants scheme:value', () => {
    expect(validate('0208:0403019261')).toBeUndefined();
    expect(validate('')).toBeUndefined();
    expect(validate('0208-0403019261')).toBe('key.peppol');
    expect(validate('1234:0403019261')).toBe('key.peppol');
  });
});
