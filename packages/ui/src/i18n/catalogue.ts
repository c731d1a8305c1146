/**
 * The texts loaded so far. Each area's file under messages/ adds its own when imported, and every
 * module that names a key of an area imports that area's file: a page's chunks then carry only the
 * texts it can show (the login page none of the territory's). `test/catalogue` checks those imports.
 */
const loaded: Record<string, string> = {};

export function addTexts(area: Readonly<Record<string, string>>): void {
  Object.assign(loaded, area);
}

/** The text of `key`, or undefined while its area is not loaded. */
export const loadedText = (key: string): string | undefined => loaded[key];
