/** Which way the agent walks a street: up the odd side and back down the even one, or the reverse. */
export type WalkingOrder = 'odd-first' | 'even-first';

export type StreetSide = 'odd' | 'even';

/** A door number read as the street shows it: « 12 bis » is 12 and its first suffix. */
export interface HouseNumber {
  value: number;
  /** 0 without a suffix; bis, ter, quater… (or a letter: B, C…) count up from 1. */
  suffixRank: number;
}

// The repetition suffixes of French addresses, in the order they follow a number.
const SUFFIX_WORDS: Readonly<Record<string, number>> = {
  bis: 1,
  ter: 2,
  quater: 3,
  quinquies: 4,
  sexies: 5,
};

// A number, an optional range's end (« 7-9 », walked as its first door) and an optional suffix.
const HOUSE_NUMBER = /^(\d{1,6})(?:\s*-\s*\d{1,6})?\s*([a-z]*)\.?$/;

/**
 * Reads « 12 », « 12 bis », « 12B », « 3 ter », « 7-9 »; null for what is not a house number
 * (« Résidence Les Pins »), which the walking order puts last.
 */
export function parseHouseNumber(text: string): HouseNumber | null {
  const match = HOUSE_NUMBER.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const value = Number(match[1]);
  const suffix = match[2] ?? '';
  if (suffix === '') return { value, suffixRank: 0 };
  const word = SUFFIX_WORDS[suffix];
  if (word !== undefined) return { value, suffixRank: word };
  // A single letter: 12A before 12B; a longer unknown word is not a suffix we can place.
  if (suffix.length === 1) return { value, suffixRank: suffix.charCodeAt(0) - 96 };
  return null;
}

/** The side of the street a number stands on; null when the number cannot be read. */
export function sideOf(number: string): StreetSide | null {
  const parsed = parseHouseNumber(number);
  if (!parsed) return null;
  return parsed.value % 2 === 1 ? 'odd' : 'even';
}

/**
 * A key under which two spellings of one door meet (« 12 bis », « 12BIS », « 12  Bis »), so a number
 * already listed is refused. Unreadable numbers compare as their folded text.
 */
export function houseNumberKey(number: string): string {
  const parsed = parseHouseNumber(number);
  if (parsed) return `${parsed.value}/${parsed.suffixRank}`;
  return number.trim().toLowerCase().replace(/\s+/g, ' ');
}

const compareNumbers = (a: HouseNumber, b: HouseNumber) => a.value - b.value || a.suffixRank - b.suffixRank;

/**
 * The doors in walking order: 'odd-first' walks the odd side up (1, 3, 3 bis, 5…) then the even side
 * back down (…6, 4, 2); 'even-first' the even side up then the odd side down. Doors whose number
 * cannot be read come last, in their given order. Each number is parsed once.
 */
export function sortByWalkingOrder<T extends { number: string }>(
  doors: readonly T[],
  order: WalkingOrder,
): T[] {
  const up: { door: T; number: HouseNumber }[] = [];
  const down: { door: T; number: HouseNumber }[] = [];
  const unread: T[] = [];
  const firstSide = order === 'odd-first' ? 1 : 0;
  for (const door of doors) {
    const number = parseHouseNumber(door.number);
    if (!number) unread.push(door);
    else if (number.value % 2 === firstSide) up.push({ door, number });
    else down.push({ door, number });
  }
  up.sort((a, b) => compareNumbers(a.number, b.number));
  down.sort((a, b) => compareNumbers(b.number, a.number));
  return [...up.map(({ door }) => door), ...down.map(({ door }) => door), ...unread];
}
