import {
  SEVERITY_TITLES,
  type Severity,
  type ValidationKind,
} from '@console/contract/validation-reports/api';
import { PlainTag, type TagTone } from '../../kit/widgets/PlainTag';
import { TEXT } from './texts';

const SEVERITY_TONES: Record<Severity, TagTone> = {
  none: 'default',
  low: 'default',
  medium: 'warning',
  high: 'error',
};

/** How bad the worst failed check was: red high, orange medium, grey low and none. */
export function SeverityTag({ severity }: { severity: Severity }) {
  return <PlainTag tone={SEVERITY_TONES[severity]}>{SEVERITY_TITLES[severity]}</PlainTag>;
}

export const kindTitle = (kind: ValidationKind) => (kind === 'manual' ? TEXT.manual : TEXT.automatic);
