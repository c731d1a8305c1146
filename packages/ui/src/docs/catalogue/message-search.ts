/**
 * The texts page's data: each message of the catalogue with its placeholders and the stories that show
 * it, and the search over them. Pure, so the page stays a thin view and the search is tested in Node.
 */

/** message-stories.json, written by `pnpm run catalogue:index` from the last story run. */
export interface MessageStoriesIndex {
  /** Story id (as in `?path=/story/<id>`) → its title and name in Storybook's sidebar. */
  stories: Record<string, { title: string; name: string }>;
  /** Catalogue key → ids of the stories whose text shows it. */
  messages: Record<string, string[]>;
}

export interface StoryLink {
  id: string;
  title: string;
  name: string;
}

export interface CatalogueEntry {
  key: string;
  /** The key's first segment: the part of the application, as messages/<area>.ts names it. */
  area: string;
  text: string;
  placeholders: string[];
  stories: StoryLink[];
  /** Key, text and story names (component and state) as a search compares them, computed once. */
  searchText: string;
}

export interface MessagePart {
  text: string;
  placeholder: boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text cut into plain runs and `{name}` placeholders, to show the placeholders apart. */
export function messageParts(text: string): MessagePart[] {
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, placeholder: /^\{\w+\}$/.test(part) }));
}

/** Placeholder names in order of first appearance. */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string)),
];

/**
 * A key's stories, those of its own part of the application first (a `territory.*` text in the
 * Territory stories before the same word in another area), then by title, each component's Default
 * story before its other states.
 */
function storyOrder(area: string) {
  const ownArea = (story: StoryLink) => (story.title.split('/')[0]?.toLowerCase() === area ? 0 : 1);
  return (a: StoryLink, b: StoryLink) =>
    ownArea(a) - ownArea(b) ||
    a.title.localeCompare(b.title, 'en') ||
    Number(b.name === 'Default') - Number(a.name === 'Default') ||
    a.name.localeCompare(b.name, 'en');
}

/**
 * What a search compares: lower case, without accents, one apostrophe, one space. A translator typing
 * "eleve" or "l'ilot" finds "élevé" and "l’îlot".
 */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2019\u2018`]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Every message of the catalogue, in its order, joined with the stories the index lists for it. */
export function catalogueEntries(
  catalogue: Readonly<Record<string, string>>,
  index: MessageStoriesIndex,
): CatalogueEntry[] {
  return Object.entries(catalogue).map(([key, text]) => {
    const area = key.split('.')[0] ?? key;
    const stories = (index.messages[key] ?? [])
      .flatMap((id) => {
        const story = index.stories[id];
        return story ? [{ id, ...story }] : [];
      })
      .sort(storyOrder(area));
    // A story counts by its component and state, not its folder: "territory" finds the territory.*
    // keys, not every common word a Territory story shows.
    const searchText = searchable(
      [key, text, ...stories.map((story) => `${story.title.split('/').at(-1)} ${story.name}`)].join('\n'),
    );
    return { key, area, text, placeholders: placeholdersOf(text), stories, searchText };
  });
}

/**
 * The entries holding every word of the query, in any order and anywhere in the key, the text or a
 * story's name; an empty query keeps them all.
 */
export function filterEntries(entries: readonly CatalogueEntry[], query: string): CatalogueEntry[] {
  const words = searchable(query).split(' ').filter(Boolean);
  return entries.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}

/** Entries grouped by area, areas in the order they first appear. */
export function groupByArea(
  entries: readonly CatalogueEntry[],
): { area: string; entries: CatalogueEntry[] }[] {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) groups.set(entry.area, [...(groups.get(entry.area) ?? []), entry]);
  return [...groups].map(([area, grouped]) => ({ area, entries: grouped }));
}

/** "1 texte", "12 textes sur 397"…: what the live region says after each search. */
export function resultCount(shown: number, total: number): string {
  if (shown === 0) return 'Aucun texte ne correspond à cette recherche';
  const texts = `${shown} texte${shown > 1 ? 's' : ''}`;
  return shown === total ? texts : `${texts} sur ${total}`;
}
