/** The hour a planned return defaults to: people are home after work. */
const EVENING_HOUR = 18;

/** Tomorrow at 18:00, local time: the return offered by default. */
export function tomorrowEvening(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, EVENING_HOUR, 0);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD', the value of a date input. */
export const dateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** 'HH:MM', the value of a time input. */
export const timeInputValue = (date: Date): string =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** The local moment a date input and a time input name together; null while either is incomplete. */
export function fromInputValues(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const moment = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  return Number.isNaN(moment.getTime()) ? null : moment;
}
