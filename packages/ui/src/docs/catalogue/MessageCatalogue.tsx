import { type CSSProperties, Fragment, useDeferredValue, useId, useState } from 'react';
import { fr } from '../../i18n';
import { colors, fontSizes, fontWeights, radii, sizes, space } from '../../theme/tokens';
import { Code, tableStyle } from '../doc-styles';
import {
  type CatalogueEntry,
  catalogueEntries,
  filterEntries,
  groupByArea,
  type MessageStoriesIndex,
  messageParts,
  resultCount,
} from './message-search';
import messageStories from './message-stories.json';
import { StoryLinks } from './StoryLinks';

const index: MessageStoriesIndex = messageStories;
const entries = catalogueEntries(fr, index);

/** Each area under the name a designer knows it by; its key prefix is shown beside it. */
const areaNames: Record<string, string> = {
  common: 'Textes communs',
  primitives: 'Composants de base',
  errors: 'Erreurs',
  auth: 'Connexion',
  register: 'Inscription',
  dashboard: 'Tableau de bord',
  admin: 'Administration',
  privacy: 'Données personnelles',
  map: 'Carte',
  territory: 'Territoire : zones, îlots et rues',
  offline: 'Zone préparée hors ligne',
  sheet: 'Fiche terrain imprimée',
  doors: 'Portes d’une rue',
  favorites: 'Favoris',
  calendar: 'Agenda',
  contacts: 'Contacts',
  sync: 'Synchronisation',
};

/** The sticky search bar's height and some air: what a focused row scrolled into view must clear. */
const SEARCH_BAR_CLEARANCE = '160px';

// Docs pages sit outside the app's theme provider: tokens are read directly (see docStyles.tsx), and
// the states inline styles cannot reach (focus, hover) get this one scoped sheet.
const SCOPE = 'prospect-message-catalogue';
const scopedStyles = `
.${SCOPE} a:focus-visible, .${SCOPE} summary:focus-visible, .${SCOPE} input:focus-visible {
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
}
.${SCOPE} a:hover { color: ${colors.brandHover}; }
.${SCOPE} summary:hover { text-decoration: underline; }
:root:has(.${SCOPE}) { scroll-padding-top: ${SEARCH_BAR_CLEARANCE}; }
`;

const searchStyle: CSSProperties = {
  width: '100%',
  minHeight: sizes.control,
  boxSizing: 'border-box',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radii.md,
  fontSize: fontSizes.md,
  color: colors.text,
  background: colors.surface,
};

const cellStyle: CSSProperties = {
  verticalAlign: 'top',
  padding: `${space.sm} ${space.md}`,
  borderTop: `1px solid ${colors.border}`,
  overflowWrap: 'anywhere',
};

const placeholderStyle: CSSProperties = {
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9em',
  padding: `0 ${space.xs}`,
  borderRadius: radii.sm,
  color: colors.brandHover,
  background: colors.brandSoft,
};

/** The text as written, placeholders set apart: React text nodes only, never parsed as HTML. */
function MessageText({ text }: { text: string }) {
  return messageParts(text).map((part, position) =>
    part.placeholder ? (
      <span key={position} style={placeholderStyle}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

/** A key breaks after its dots, not in the middle of a word. */
const keyWithBreaks = (key: string) =>
  key.split('.').map((segment, position) => (
    <Fragment key={`${position}-${segment}`}>
      {position > 0 && (
        <>
          .<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));

function MessageRow({ entry }: { entry: CatalogueEntry }) {
  return (
    <tr>
      <td style={cellStyle}>
        <code style={{ fontSize: fontSizes.sm }}>{keyWithBreaks(entry.key)}</code>
      </td>
      <td style={cellStyle}>
        <MessageText text={entry.text} />
      </td>
      <td style={cellStyle}>
        {entry.placeholders.length === 0
          ? 'Aucune'
          : entry.placeholders.map((name) => (
              <div key={name}>
                <Code>{name}</Code>
              </div>
            ))}
      </td>
      <td style={cellStyle}>
        <StoryLinks stories={entry.stories} />
      </td>
    </tr>
  );
}

function AreaTable({ area, entries: areaEntries }: { area: string; entries: CatalogueEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {areaNames[area] ?? area} <Code>{`${area}.*`}</Code>
      </h2>
      <table aria-labelledby={headingId} style={{ ...tableStyle, tableLayout: 'fixed' }}>
        <colgroup>
          <col style={{ width: '26%' }} />
          <col style={{ width: '30%' }} />
          <col style={{ width: '10%' }} />
          <col style={{ width: '34%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" style={cellStyle}>
              Clé
            </th>
            <th scope="col" style={cellStyle}>
              Texte
            </th>
            <th scope="col" style={cellStyle}>
              Variables
            </th>
            <th scope="col" style={cellStyle}>
              Histoires
            </th>
          </tr>
        </thead>
        <tbody>
          {areaEntries.map((entry) => (
            <MessageRow key={entry.key} entry={entry} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every French text with its key, placeholders and stories, filtered as the reader types. */
export function MessageCatalogue() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  // Typing stays instant; the four hundred rows follow when React has the time.
  const shownQuery = useDeferredValue(query);
  const shown = filterEntries(entries, shownQuery);
  return (
    <div className={SCOPE} lang="fr">
      <style>{scopedStyles}</style>
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          background: colors.surface,
          paddingBlock: space.md,
          borderBottom: `1px solid ${colors.border}`,
        }}
      >
        <label
          htmlFor={searchId}
          style={{ display: 'block', fontWeight: fontWeights.bold, marginBottom: space.xs }}
        >
          Rechercher par clé, texte, variable ou histoire
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          style={searchStyle}
        />
        <p role="status" style={{ margin: `${space.xs} 0 0`, color: colors.textMuted }}>
          {resultCount(shown.length, entries.length)}
        </p>
      </div>
      {groupByArea(shown).map((group) => (
        <AreaTable key={group.area} area={group.area} entries={group.entries} />
      ))}
    </div>
  );
}
