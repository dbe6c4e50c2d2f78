export type BirthDateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'D.M.YYYY';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const patterns: Readonly<
  Record<BirthDateFormat, { readonly regex: RegExp; readonly order: readonly ['day' | 'month', 'day' | 'month'] }>
> = {
  'DD/MM/YYYY': { regex: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: ['day', 'month'] },
  'MM/DD/YYYY': { regex: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: ['month', 'day'] },
  'D.M.YYYY': { regex: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['day', 'month'] },
};

/** The oldest age a birth date may give (docs/rules.md). */
export const maximumAgeYears = 120;

/** Whole years between the birth date and `today` (a birthday counts from its day). */
export function ageOn(birthDate: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return today.year - birthDate.year - (hadBirthday ? 0 : 1);
}

function exists({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;
}

/**
 * Reads a birth date typed in the market's format (docs/rules.md): undefined when it does not match the format,
 * does not exist (31/02/2000), lies in the future or gives an age over 120.
 */
export function parseBirthDate(input: string, format: BirthDateFormat, today: CalendarDate): CalendarDate | undefined {
  const { regex, order } = patterns[format];
  const match = regex.exec(input.trim());
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[2])];
  const date = {
    year: Number(match[3]),
    day: order[0] === 'day' ? first : second,
    month: order[0] === 'month' ? first : second,
  };
  return isPossibleBirthDate(date, today) ? date : undefined;
}

/** A date that exists, is not after `today` and gives an age of at most 120 (docs/rules.md). */
export function isPossibleBirthDate(date: CalendarDate, today: CalendarDate): boolean {
  return exists(date) && !isAfter(date, today) && ageOn(date, today) <= maximumAgeYears;
}

/** The calendar date of an instant in a time zone (the shopper's "today"). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
