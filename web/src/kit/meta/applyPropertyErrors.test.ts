import { describe, expect, it } from 'vitest';
import { placePropertyErrors } from './applyPropertyErrors';

const fields = [{ name: 'userName' }, { name: 'password' }, { name: 'products' }, { name: 'address' }];

describe('placePropertyErrors', () => {
  it('places a key on its field whatever its case', () => {
    expect(placePropertyErrors({ UserName: ['Login is required', 'Login is too long'] }, fields)).toEqual({
      fields: [{ name: 'userName', errors: ['Login is required'] }],
      unplaced: [],
    });
  });

  it('places nested keys on their top-level field, which the form registers', () => {
    const placed = placePropertyErrors(
      { 'products[0].subscriptionPlanId': ['Plan is required'], 'address.zip': ['Zip is invalid'] },
      fields,
    );
    expect(placed.fields).toEqual([
      { name: 'products', errors: ['Plan is required'] },
      { name: 'address', errors: ['Zip is invalid'] },
    ]);
  });

  it('joins all of a password’s messages, however many keys they came under', () => {
    const placed = placePropertyErrors(
      { password: ['Too short'], 'Password.Digits': ['Needs a digit'] },
      fields,
    );
    expect(placed.fields).toEqual([{ name: 'password', errors: ['Too short; Needs a digit'] }]);
  });

  it('hands back what no field can show', () => {
    expect(placePropertyErrors({ timeZoneId: ['Unknown time zone'] }, fields).unplaced).toEqual([
      'Unknown time zone',
    ]);
  });
});
