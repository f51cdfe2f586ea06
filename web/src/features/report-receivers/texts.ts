import { FREQUENCY_TITLES, WEEKDAY_TITLES, type Schedule } from '@console/contract/report-receivers/api';

/** The Receivers page's texts (the spec quotes none; our wording). */
export const TEXT = {
  title: 'Receivers',
  add: 'Add receiver',
  added: 'Receiver added',
  saved: 'Receiver saved',
  deleted: 'Receiver deleted',
  retried: 'The report is being sent again',
  retry: 'Retry',
  typesFailed: 'The report types could not be loaded',
  pending: 'Not sent yet',
  sent: 'Sent',
  failed: 'Failed',
  paused: 'Paused',
  periodSent:
    'Each send covers the time since the one before it: the day, the week or the month. Filters left empty are the report’s own defaults.',
} as const;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00 UTC`;

/** A schedule as staff read it: 'Daily at 06:00 UTC', 'Weekly on Monday at 07:00 UTC'. */
export function scheduleText(schedule: Schedule): string {
  const at = hourText(schedule.hour);
  if (schedule.frequency === 'weekly') {
    return `Weekly on ${WEEKDAY_TITLES[schedule.weekday ?? 1] ?? ''} at ${at}`;
  }
  if (schedule.frequency === 'monthly') return `Monthly on day ${schedule.monthDay ?? 1} at ${at}`;
  return `${FREQUENCY_TITLES.daily} at ${at}`;
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourText(hour) }));
