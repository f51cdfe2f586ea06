import { describe, expect, it } from 'vitest';
import type { ReviewCheck } from '@console/contract/manual-validation/api';
import { applySettings } from './settings.ts';

const TODAY = '2026-11-23';
const failedExpiry: ReviewCheck = {
  name: 'documentNotExpired',
  title: 'Document not expired',
  result: 'failed',
  detail: 'Expired on 2020-01-01',
};
const failedAge: ReviewCheck = {
  name: 'holderAge',
  title: 'Holder old enough',
  result: 'failed',
  detail: '16',
};
const face: ReviewCheck = { name: 'faceMatch', title: 'Face match', result: 'failed', detail: 'Score 40' };
const subjects = { documentNumber: 'D1234567', fullName: 'JANE SAMPLE' };
const allOn = { version: 3, checks: [{ name: 'documentExpired', enabled: true }], exceptions: [] };

describe('the published validation settings applied to the review checks', () => {
  it('leaves the checks as found when every check is on and nothing is excepted', () => {
    expect(applySettings([failedExpiry, face], allOn, subjects, TODAY)).toEqual([failedExpiry, face]);
  });

  it('skips a check turned off, saying which version turned it off', () => {
    const settings = { ...allOn, checks: [{ name: 'ageOver18', enabled: false }] };
    expect(applySettings([failedAge], settings, subjects, TODAY)[0]).toMatchObject({
      result: 'skipped',
      detail: 'Turned off in the validation settings (version 3)',
    });
  });

  it("passes a failed check that an exception names for the document's number, case aside", () => {
    const settings = {
      ...allOn,
      exceptions: [
        { subjectType: 'document' as const, subject: 'd1234567', check: 'documentExpired', expiresOn: null },
      ],
    };
    expect(applySettings([failedExpiry], settings, subjects, TODAY)[0]).toMatchObject({
      result: 'passed',
      detail: 'Passed by a validation exception for the document d1234567 (found: Expired on 2020-01-01)',
    });
  });

  it('passes by a person exception on the full name, and applies it through its last day', () => {
    const person = {
      subjectType: 'person' as const,
      subject: 'Jane Sample',
      check: 'ageOver18',
      expiresOn: TODAY,
    };
    const [age] = applySettings([failedAge], { ...allOn, exceptions: [person] }, subjects, TODAY);
    expect(age).toMatchObject({ result: 'passed' });
    const [later] = applySettings([failedAge], { ...allOn, exceptions: [person] }, subjects, '2026-11-24');
    expect(later).toEqual(failedAge);
  });

  it('ignores an exception for another check, another subject, or an item without that subject', () => {
    const exceptions = [
      { subjectType: 'document' as const, subject: 'D1234567', check: 'ageOver18', expiresOn: null },
      { subjectType: 'document' as const, subject: 'OTHER', check: 'documentExpired', expiresOn: null },
    ];
    expect(applySettings([failedExpiry], { ...allOn, exceptions }, subjects, TODAY)).toEqual([failedExpiry]);
    const anonymous = { documentNumber: null, fullName: null };
    expect(applySettings([failedExpiry], { ...allOn, exceptions }, anonymous, TODAY)).toEqual([failedExpiry]);
  });

  it('governs no face match: it is no check the settings name', () => {
    const settings = { ...allOn, checks: [{ name: 'portraitPresent', enabled: false }] };
    expect(applySettings([face], settings, subjects, TODAY)).toEqual([face]);
  });
});
