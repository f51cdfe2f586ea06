import type {
  OnboardingExtendedSettings,
  OnboardingIntegration,
  OnboardingSettings,
} from '@console/contract/onboarding/api';
import { formatCents } from '../../lib/formats';
import { YesNo } from '../../kit/widgets/YesNo';
import type { SettingsLine } from './SettingsCard';
import { TEXT } from './texts';

// How the settings read on screen; the captions are the contract's titles (contract/src/onboarding/api.ts).

const yesNo = (value: unknown) => <YesNo value={Boolean(value)} />;
const orNone = (value: unknown) => (value === null || value === '' ? TEXT.none : String(value));

export const SETTINGS_LINES: readonly SettingsLine<OnboardingSettings>[] = [
  { name: 'idScan', caption: 'ID Scan', render: yesNo },
  { name: 'faceMatch', caption: 'Face Match', render: yesNo },
  { name: 'incomeVerification', caption: 'Income Verification', render: yesNo },
  { name: 'linkValidHours', caption: 'Link Valid (hours)' },
  { name: 'maxAttempts', caption: 'Attempts Allowed' },
  { name: 'notificationEmail', caption: 'Notification Email', render: orNone },
];

const LANGUAGES: Record<string, string> = { en: 'English', es: 'Spanish' };

export const EXTENDED_LINES: readonly SettingsLine<OnboardingExtendedSettings>[] = [
  { name: 'welcomeMessage', caption: 'Welcome Message', render: orNone },
  {
    name: 'brandColor',
    caption: 'Brand Color',
    render: (value: unknown) => (
      <span>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 12,
            height: 12,
            marginRight: 6,
            borderRadius: 2,
            verticalAlign: 'middle',
            background: String(value),
          }}
        />
        {String(value)}
      </span>
    ),
  },
  {
    name: 'language',
    caption: 'Language',
    render: (value: unknown) => LANGUAGES[String(value)] ?? String(value),
  },
  { name: 'redirectUrl', caption: 'Redirect URL', render: orNone },
];

/** Where a form for settings never saved starts (the company's defaults start an account's, when set). */
export const NEW_SETTINGS: OnboardingSettings = {
  idScan: true,
  faceMatch: false,
  incomeVerification: false,
  linkValidHours: 72,
  maxAttempts: 3,
  notificationEmail: null,
};

export const NEW_EXTENDED_SETTINGS: OnboardingExtendedSettings = {
  welcomeMessage: '',
  brandColor: '#0a7c86',
  language: 'en',
  redirectUrl: null,
};

export const INTEGRATION_LINES: readonly SettingsLine<OnboardingIntegration>[] = [
  { name: 'partnerCustomerId', caption: 'Onboarding Account ID' },
  { name: 'apiKey', caption: 'API Key' },
  { name: 'applicationFeeCents', caption: 'Application Fee', render: (value) => formatCents(Number(value)) },
  { name: 'autoInviteApplicants', caption: 'Invite Applicants Automatically', render: yesNo },
];

/** Where the integration's form starts before it is saved (the API key is asked for). */
export const NEW_INTEGRATION: Partial<OnboardingIntegration> = {
  partnerCustomerId: '',
  applicationFeeCents: 0,
  autoInviteApplicants: false,
};
