// fr-FR formatting on Intl, so dates read the way agents write them.
const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dimanche 22 novembre 2026' */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 'Novembre 2026', capitalised because it stands as a heading. */
export function formatMonthYear(date: Date): string {
  const text = monthYear.format(date);
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** '22/11/2026' */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}
