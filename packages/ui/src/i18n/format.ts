// fr-FR formatting on Intl, so dates read the way agents write them.

/**
 * A formatter built on first use: building one costs a few milliseconds on a phone (tens at the
 * start, while the locale's data loads), so a screen pays only for those it shows.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('fr-FR', options);
    return format.format(date);
  };
}

const longDate = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = lazyFormat({ month: 'long', year: 'numeric' });
const shortDate = lazyFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dimanche 22 novembre 2026' */
export function formatLongDate(date: Date): string {
  return longDate(date);
}

/** 'Novembre 2026', capitalised because it stands as a heading. */
export function formatMonthYear(date: Date): string {
  const text = monthYear(date);
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** '22/11/2026' */
export function formatShortDate(date: Date): string {
  return shortDate(date);
}
