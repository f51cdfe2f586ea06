import { describe, expect, it } from 'vitest';
import { checkTitle, diveFeaturesUsed, readDiveResult } from './result.ts';

describe('readDiveResult', () => {
  it('reads every part of a complete result', () => {
    const result = readDiveResult({
      documentType: 'Passport',
      issuingCountry: 'USA',
      fields: { firstName: 'Jane', age: 36 },
      mrz: { line1: 'P<USA', valid: true },
      checks: [{ name: 'mrzChecksum', result: 'failed', reason: 'A check digit does not match' }],
    });
    expect(result).toEqual({
      documentType: 'Passport',
      issuingCountry: 'USA',
      issuingState: null,
      fields: { firstName: 'Jane', age: 36 },
      barcode: null,
      mrz: { line1: 'P<USA', valid: true },
      checks: [{ name: 'mrzChecksum', result: 'failed', reason: 'A check digit does not match' }],
    });
  });

  it("keeps what fits of an older or odd app's result and leaves the rest out", () => {
    const result = readDiveResult({
      documentType: 'Library card',
      fields: { firstName: 'Jane', nested: { no: 1 }, gone: null },
      barcode: 'not an object',
      checks: [{ name: 'tampering', result: 'maybe' }, { result: 'passed' }, 'junk'],
    });
    expect(result.documentType).toBeNull();
    expect(result.fields).toEqual({ firstName: 'Jane' });
    expect(result.barcode).toBeNull();
    // An unknown outcome reads as not run; a check without a name is dropped.
    expect(result.checks).toEqual([{ name: 'tampering', result: 'skipped', reason: null }]);
  });

  it('reads nothing at all as an empty result', () => {
    expect(readDiveResult(null)).toEqual({
      documentType: null,
      issuingCountry: null,
      issuingState: null,
      fields: {},
      barcode: null,
      mrz: null,
      checks: [],
    });
  });

  it('captions a known check by the catalogue and an unknown one by its name', () => {
    expect(checkTitle('tampering')).toBe('No signs of tampering');
    expect(checkTitle('hologram')).toBe('hologram');
  });
});

describe('diveFeaturesUsed', () => {
  it('names the features a result used: barcode and MRZ data, and each check that ran', () => {
    expect(
      diveFeaturesUsed({
        barcode: { format: 'PDF417' },
        mrz: {},
        checks: [
          { name: 'documentExpired', result: 'passed' },
          { name: 'tampering', result: 'failed' },
          { name: 'ageOver18', result: 'passed' },
          { name: 'portraitPresent', result: 'skipped' },
        ],
      }),
    ).toEqual(['barcodeReading', 'authentication', 'ageVerification']);
  });

  it('counts a check of a reading as that reading, and uses nothing for an empty or odd result', () => {
    expect(diveFeaturesUsed({ checks: [{ name: 'mrzChecksum', result: 'warning' }] })).toEqual([
      'mrzReading',
    ]);
    expect(diveFeaturesUsed(undefined)).toEqual([]);
    expect(diveFeaturesUsed({ barcode: 'PDF417', checks: [{ name: 'newCheck', result: 'passed' }] })).toEqual(
      [],
    );
  });
});
