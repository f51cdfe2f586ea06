import { describe, expect, it } from 'vitest';
import { readDiveResult } from '@console/contract/dvs/result';
import { parseAamva, readAamvaDate } from './aamva.ts';
import { ageOn, readFrontDate, readMrzDate } from './dates.ts';
import { readMrz } from './mrz.ts';
import { DEFAULT_CHECK_OPTIONS, runChecks } from './index.ts';
import { mrzEvidence } from './evidence.ts';

// Known samples: ICAO 9303's own specimens (Anna Maria Eriksson of Utopia) and an AAMVA 2016
// (version 09) barcode text of a Texas licence made to the standard.

const TD3: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const TD2: [string, string] = [
  'I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<',
  'D231458907UTO7408122F1204159<<<<<<<6',
];
const TD1: [string, string, string] = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];
const TODAY = '2026-11-23';

export const AAMVA_TX = [
  '@\n\x1e\rANSI 636015090002DL00410278ZT03190008DLDAQD1234567',
  'DCSSAMPLE',
  'DACJANE',
  'DADQ',
  'DBD01152020',
  'DBB04021990',
  'DBA04022030',
  'DBC2',
  'DAG123 MAIN ST',
  'DAIAUSTIN',
  'DAJTX',
  'DAK787010000  ',
  'DCGUSA\rZTZTAN',
].join('\n');

const options = { ...DEFAULT_CHECK_OPTIONS, today: TODAY };

describe('MRZ check digits (ICAO 9303)', () => {
  it.each([
    ['TD3', TD3],
    ['TD2', TD2],
    ['TD1', TD1],
  ])('accepts the ICAO %s specimen, every check digit matching', (format, lines) => {
    const read = readMrz(lines, TODAY);
    expect(read.ok && read.mrz.format).toBe(format);
    expect(read.ok && read.mrz.badCheckDigits).toEqual([]);
    expect(read.ok && read.mrz.lastName).toBe('ERIKSSON');
    expect(read.ok && read.mrz.birthDate).toBe('1974-08-12');
  });

  it('names the check digit that does not match', () => {
    const wrongNumber = [TD3[0], TD3[1].replace('L898902C36', 'L898902C37')];
    const read = readMrz(wrongNumber, TODAY);
    expect(read.ok && read.mrz.badCheckDigits).toEqual(
      expect.arrayContaining(['documentNumberCheckDigit', 'compositeCheckDigit']),
    );
    const wrongComposite = [TD3[0], `${TD3[1].slice(0, 43)}1`];
    const composite = readMrz(wrongComposite, TODAY);
    expect(composite.ok && composite.mrz.badCheckDigits).toEqual(['compositeCheckDigit']);
  });

  it('refuses lines that are no MRZ', () => {
    expect(readMrz(['NOT AN MRZ'], TODAY).ok).toBe(false);
  });

  it('dates two-digit years: births in the past, expiries within fifty years', () => {
    expect(readMrzDate('740812', 'birth', TODAY)).toBe('1974-08-12');
    expect(readMrzDate('050101', 'birth', TODAY)).toBe('2005-01-01');
    expect(readMrzDate('301231', 'expiry', TODAY)).toBe('2030-12-31');
    expect(readMrzDate('991301', 'expiry', TODAY)).toBeNull();
  });
});

describe('AAMVA PDF417 barcode', () => {
  it('parses the elements of a version 9 licence', () => {
    const parsed = parseAamva(AAMVA_TX);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.barcode).toMatchObject({ iin: '636015', version: 9 });
    expect(parsed.barcode.elements).toMatchObject({
      DAQ: 'D1234567',
      DCS: 'SAMPLE',
      DAC: 'JANE',
      DBB: '04021990',
      DBA: '04022030',
      DAI: 'AUSTIN',
      DCG: 'USA',
    });
  });

  it('refuses text without the ANSI header or without a document number', () => {
    expect(parseAamva('DAQD1234567\nDCSSAMPLE')).toMatchObject({ ok: false });
    expect(parseAamva('@\n\x1e\rANSI 636015090001DL00410278DLDCSSAMPLE\r')).toMatchObject({
      ok: false,
      error: expect.stringContaining('DAQ'),
    });
  });

  it('reads US dates as MMDDCCYY and Canadian ones as CCYYMMDD', () => {
    expect(readAamvaDate('04021990', 'USA')).toBe('1990-04-02');
    expect(readAamvaDate('19900402', 'CAN')).toBe('1990-04-02');
    expect(readAamvaDate('13021990', 'USA')).toBeNull();
  });
});

describe('dates and age', () => {
  it('reads the front in ISO or US form and counts whole years', () => {
    expect(readFrontDate('1990-04-02')).toBe('1990-04-02');
    expect(readFrontDate('04/02/1990')).toBe('1990-04-02');
    expect(readFrontDate('1990-02-31')).toBeNull();
    expect(ageOn('2008-11-24', TODAY)).toBe(17);
    expect(ageOn('2008-11-23', TODAY)).toBe(18);
  });
});

const license = (fields: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const raw = {
    documentType: 'DriversLicense',
    fields: {
      firstName: 'Jane',
      lastName: 'Sample',
      documentNumber: 'D1234567',
      dateOfBirth: '1990-04-02',
      expirationDate: '2030-04-02',
      ...fields,
    },
    barcode: { format: 'PDF417', raw: AAMVA_TX },
    ...extra,
  };
  return runChecks(raw, readDiveResult(raw), options);
};
const resultOf = (run: ReturnType<typeof runChecks>, name: string) =>
  run.checks.find((check) => check.name === name)?.result;

describe('runChecks', () => {
  it('passes a licence whose barcode matches its front, valid and of age', () => {
    const run = license({});
    expect(run.checks.map((c) => [c.name, c.result])).toEqual([
      ['mrzCheckDigits', 'skipped'],
      ['barcodeMatchesFront', 'passed'],
      ['documentNotExpired', 'passed'],
      ['holderAge', 'passed'],
      ['faceMatch', 'skipped'],
      ['mrzImage', 'skipped'],
    ]);
    expect(run.comparisons.every((row) => row.match === true)).toBe(true);
  });

  it('fails the barcode check and marks the field when the front differs', () => {
    const run = license({ lastName: 'Simple' });
    expect(resultOf(run, 'barcodeMatchesFront')).toBe('failed');
    expect(run.checks[1]?.detail).toContain('last name');
    expect(run.comparisons.find((row) => row.field === 'lastName')).toMatchObject({
      front: 'Simple',
      barcode: 'SAMPLE',
      match: false,
    });
  });

  it('fails an expired document and an underage holder', () => {
    expect(resultOf(license({ expirationDate: '2025-01-01' }), 'documentNotExpired')).toBe('failed');
    const young = license({ dateOfBirth: '2010-01-01' }, { barcode: null });
    expect(resultOf(young, 'holderAge')).toBe('failed');
    expect(young.checks.find((c) => c.name === 'holderAge')?.detail).toBe('16 years old; the minimum is 18');
  });

  it('holds the face match score to the threshold sent, or the default', () => {
    expect(resultOf(license({}, { matchScore: 92, matchThreshold: 90 }), 'faceMatch')).toBe('passed');
    expect(resultOf(license({}, { matchScore: 85, matchThreshold: 90 }), 'faceMatch')).toBe('failed');
    expect(resultOf(license({}, { matchScore: 79 }), 'faceMatch')).toBe('failed');
  });

  it("holds the console's own face score to the threshold, the reported one beside it", () => {
    const raw = { matchScore: 95, matchThreshold: 80 };
    const run = (score: number | null, reason: string | null = null) =>
      runChecks(raw, readDiveResult(raw), {
        ...DEFAULT_CHECK_OPTIONS,
        today: TODAY,
        evidence: { faceMatch: { model: 'm', score, distance: null, reason, images: [] }, mrz: null },
      }).checks.find((c) => c.name === 'faceMatch');
    expect(run(42)).toMatchObject({
      result: 'failed',
      detail: 'Computed score 42 (reported 95) is below the threshold 80',
    });
    expect(run(88)?.result).toBe('passed');
    expect(run(null, 'No face was found in the selfie')).toMatchObject({
      result: 'passed',
      detail: 'Score 95 meets the threshold 80 (the console computed none: No face was found in the selfie)',
    });
  });

  it('checks the MRZ read from the image against its check digits and the reported MRZ', () => {
    const raw = { mrz: { line1: TD3[0], line2: TD3[1] } };
    const read = (lines: string[]) =>
      runChecks(raw, readDiveResult(raw), {
        ...DEFAULT_CHECK_OPTIONS,
        today: TODAY,
        evidence: {
          faceMatch: null,
          mrz: mrzEvidence({ engine: 'ocr', lines, reason: lines.length ? null : 'No zone' }, 1, TODAY),
        },
      }).checks.find((c) => c.name === 'mrzImage');
    expect(read([...TD3])?.result).toBe('passed');
    expect(read([])).toMatchObject({ result: 'warning', detail: 'No zone' });
    const other = [TD3[0], TD3[1].replace('L898902C36', 'X898902C36')];
    expect(read(other)?.result).toBe('failed');
  });

  it('checks a passport by its MRZ and compares it with the front', () => {
    const raw = {
      documentType: 'Passport',
      fields: {
        lastName: 'Eriksson',
        firstName: 'Anna Maria',
        documentNumber: 'L898902C3',
        dateOfBirth: '1974-08-12',
      },
      mrz: { line1: TD3[0], line2: TD3[1] },
    };
    const run = runChecks(raw, readDiveResult(raw), options);
    expect(resultOf(run, 'mrzCheckDigits')).toBe('passed');
    expect(resultOf(run, 'barcodeMatchesFront')).toBe('skipped');
    // The specimen expired on 2012-04-15.
    expect(resultOf(run, 'documentNotExpired')).toBe('failed');
    expect(run.comparisons.find((row) => row.field === 'firstName')?.match).toBe(true);
  });

  it('fails an MRZ whose check digit is wrong', () => {
    const raw = { documentType: 'Passport', mrz: { line1: TD3[0], line2: `${TD3[1].slice(0, 43)}1` } };
    const run = runChecks(raw, readDiveResult(raw), options);
    expect(resultOf(run, 'mrzCheckDigits')).toBe('failed');
  });
});
