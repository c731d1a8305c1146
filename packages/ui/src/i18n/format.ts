// fr-FR dates and numbers, written the way Intl writes them for fr-FR, without building an Intl
// formatter in the common case. In Chromium the page's first Intl formatter (dates or numbers) costs
// 15 to 20 ms at full speed while ICU loads the locale's data, four times that on a phone, inside the
// task that renders the screen: the dashboard's greeting and figures paid it on every cold start.
// The rare cases (years outside 1000-9999, invalid dates, fractions, negative numbers) still go to
// Intl, built on first use; format.test.ts holds both ways to the same text.

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** Intl for what the plain path leaves out, built on first use. */
function lazyIntl<Options, Value>(
  make: (options: Options) => { format: (value: Value) => string },
  options: Options,
): (value: Value) => string {
  let format: { format: (value: Value) => string } | undefined;
  return (value) => {
    format ??= make(options);
    return format.format(value);
  };
}

const intlDate = (options: Intl.DateTimeFormatOptions) =>
  lazyIntl((o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', o), options);
const intlLongDate = intlDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const intlMonthYear = intlDate({ month: 'long', year: 'numeric' });
const intlShortDate = intlDate({ day: '2-digit', month: '2-digit', year: 'numeric' });
const intlTime = intlDate({ hour: '2-digit', minute: '2-digit' });
const intlDayMonth = intlDate({ day: 'numeric', month: 'short' });
const intlNumber = lazyIntl((o: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', o), {});

/** A valid date with a four-digit year: Intl pads and names other years its own way. */
const plainYear = (date: Date) => {
  const year = date.getFullYear();
  return year >= 1000 && year <= 9999;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'dimanche 22 novembre 2026' */
export function formatLongDate(date: Date): string {
  if (!plainYear(date)) return intlLongDate(date);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** 'Novembre 2026', capitalised because it stands as a heading. */
export function formatMonthYear(date: Date): string {
  const text = plainYear(date) ? `${MONTHS[date.getMonth()]} ${date.getFullYear()}` : intlMonthYear(date);
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

// Intl's abbreviations for fr-FR: a month of four letters or fewer is written whole.
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/** '3 déc.': a day of the coming weeks, where the year goes without saying. */
export function formatDayMonth(date: Date): string {
  if (!plainYear(date)) return intlDayMonth(date);
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}`;
}

/** '22/11/2026' */
export function formatShortDate(date: Date): string {
  if (!plainYear(date)) return intlShortDate(date);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** '10:00': the local time of day, 24-hour. */
export function formatTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return intlTime(date);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '1 234': a count, its groups of three apart by a narrow no-break space (U+202F), never broken. */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0))
    return String(value).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return intlNumber(value);
}

/**
 * '350 m', '1,2 km', '12 km': a distance as a walker reads it, no more precise than a phone's
 * position. Metres to the nearest 10 under a kilometre, then kilometres to a tenth, whole past 10 km;
 * a no-break space before the unit.
 */
export function formatDistance(metres: number): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens}\u00a0m`;
  const kilometres = metres / 1000;
  if (kilometres >= 9.95) return `${formatCount(Math.round(kilometres))}\u00a0km`;
  const tenths = Math.round(kilometres * 10);
  const whole = Math.floor(tenths / 10);
  return `${tenths % 10 === 0 ? whole : `${whole},${tenths % 10}`}\u00a0km`;
}
