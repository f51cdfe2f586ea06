import type { TimeZone } from '@console/contract/books/api';

/**
 * The Windows-style time zone ids the console stores (value) with their display names. The
 * North American zones come first: they are the customers' zones; the rest cover the world.
 */
export const TIME_ZONES: readonly TimeZone[] = [
  { value: 'Hawaiian Standard Time', name: '(UTC-10:00) Hawaii' },
  { value: 'Alaskan Standard Time', name: '(UTC-09:00) Alaska' },
  { value: 'Pacific Standard Time', name: '(UTC-08:00) Pacific Time (US & Canada)' },
  { value: 'US Mountain Standard Time', name: '(UTC-07:00) Arizona' },
  { value: 'Mountain Standard Time', name: '(UTC-07:00) Mountain Time (US & Canada)' },
  { value: 'Central Standard Time', name: '(UTC-06:00) Central Time (US & Canada)' },
  { value: 'Canada Central Standard Time', name: '(UTC-06:00) Saskatchewan' },
  { value: 'Central America Standard Time', name: '(UTC-06:00) Central America' },
  { value: 'Eastern Standard Time', name: '(UTC-05:00) Eastern Time (US & Canada)' },
  { value: 'US Eastern Standard Time', name: '(UTC-05:00) Indiana (East)' },
  { value: 'SA Pacific Standard Time', name: '(UTC-05:00) Bogota, Lima, Quito, Rio Branco' },
  { value: 'Atlantic Standard Time', name: '(UTC-04:00) Atlantic Time (Canada)' },
  { value: 'Newfoundland Standard Time', name: '(UTC-03:30) Newfoundland' },
  { value: 'E. South America Standard Time', name: '(UTC-03:00) Brasilia' },
  { value: 'UTC', name: '(UTC) Coordinated Universal Time' },
  { value: 'GMT Standard Time', name: '(UTC+00:00) Dublin, Edinburgh, Lisbon, London' },
  { value: 'W. Europe Standard Time', name: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna' },
  { value: 'Central European Standard Time', name: '(UTC+01:00) Sarajevo, Skopje, Warsaw, Zagreb' },
  { value: 'GTB Standard Time', name: '(UTC+02:00) Athens, Bucharest' },
  { value: 'FLE Standard Time', name: '(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius' },
  { value: 'Israel Standard Time', name: '(UTC+02:00) Jerusalem' },
  { value: 'Arabian Standard Time', name: '(UTC+04:00) Abu Dhabi, Muscat' },
  { value: 'India Standard Time', name: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi' },
  { value: 'China Standard Time', name: '(UTC+08:00) Beijing, Chongqing, Hong Kong, Urumqi' },
  { value: 'Singapore Standard Time', name: '(UTC+08:00) Kuala Lumpur, Singapore' },
  { value: 'Tokyo Standard Time', name: '(UTC+09:00) Osaka, Sapporo, Tokyo' },
  { value: 'AUS Eastern Standard Time', name: '(UTC+10:00) Canberra, Melbourne, Sydney' },
  { value: 'New Zealand Standard Time', name: '(UTC+12:00) Auckland, Wellington' },
];

export const isTimeZone = (value: string) => TIME_ZONES.some((tz) => tz.value === value);
