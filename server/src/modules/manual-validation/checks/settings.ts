import type { ReviewCheck } from '@console/contract/manual-validation/api';
import type { PublishedValidationSettings } from '@console/contract/validation-settings/api';

/*
 * The company's published validation settings (modules/validation-settings) applied to a review
 * item's checks: what the devices are held to, the reviewer's checks are held to as well. A check
 * switched off is skipped; a failed check that an exception names for the item's document number or
 * holder passes, saying so. The settings name DIVE's checks (contract/src/dvs/result.ts
 * DIVE_CHECKS); each review check answers for the DIVE check it re-runs. The face match is no DIVE
 * check: no setting governs it.
 */

export const SETTING_OF_CHECK: Readonly<Record<string, string>> = {
  mrzCheckDigits: 'mrzChecksum',
  // The MRZ read again from the image answers for the same DIVE check.
  mrzImage: 'mrzChecksum',
  barcodeMatchesFront: 'barcodeFormat',
  documentNotExpired: 'documentExpired',
  holderAge: 'ageOver18',
};

/** What of the published settings the checks read. */
export type ValidationSettingsInForce = Pick<
  PublishedValidationSettings,
  'version' | 'checks' | 'exceptions'
>;

/** Who the item is about, as the exceptions name them: the document's number, the holder's full name. */
export interface CheckSubjects {
  documentNumber: string | null;
  fullName: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The checks as the settings hold them, on `today` (YYYY-MM-DD: an exception ending today still applies). */
export function applySettings(
  checks: readonly ReviewCheck[],
  settings: ValidationSettingsInForce,
  subjects: CheckSubjects,
  today: string,
): ReviewCheck[] {
  const off = new Set(settings.checks.filter((c) => !c.enabled).map((c) => c.name));
  return checks.map((check) => {
    const setting = SETTING_OF_CHECK[check.name];
    if (!setting) return check;
    if (off.has(setting)) {
      return {
        ...check,
        result: 'skipped',
        detail: `Turned off in the validation settings (version ${settings.version})`,
      };
    }
    if (check.result !== 'failed') return check;
    const exception = settings.exceptions.find((e) => {
      if (e.check !== setting || (e.expiresOn !== null && e.expiresOn < today)) return false;
      const subject = e.subjectType === 'document' ? subjects.documentNumber : subjects.fullName;
      return subject !== null && same(subject, e.subject);
    });
    if (!exception) return check;
    const whom =
      exception.subjectType === 'document' ? `the document ${exception.subject}` : exception.subject;
    return {
      ...check,
      result: 'passed',
      detail: `Passed by a validation exception for ${whom} (found: ${check.detail})`,
    };
  });
}
