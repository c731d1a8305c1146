import { DocsContext } from '@storybook/addon-docs/blocks';
import { type CSSProperties, type MouseEvent, useContext, useState } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import { VisuallyHidden } from '../../layout';
import { colors, fontWeights, sizes, space } from '../../theme/tokens';
import type { StoryLink } from './message-search';

/** The stories a row shows at once; the others open on demand, never a single one hidden. */
const FIRST_STORIES = 2;

/** Every link and the disclosure: a 44 px target, as in the app. */
const targetStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: sizes.control,
  minWidth: sizes.control,
  boxSizing: 'border-box',
};

/**
 * Inside Storybook a link asks the manager to open the story (as the docs' own links do), instead of
 * reloading the whole catalogue; its address still opens the story in a new tab. `hiddenTitle` keeps
 * the component's name for screen readers where the page shows it once above several states.
 */
function StoryAnchor({ story, hiddenTitle = false }: { story: StoryLink; hiddenTitle?: boolean }) {
  const docs = useContext(DocsContext) as { channel?: { emit(event: string, url: string): void } } | null;
  const path = `?path=/story/${story.id}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (!plainClick || !docs?.channel) return;
    event.preventDefault();
    docs.channel.emit(NAVIGATE_URL, path);
  };
  const component = `${componentOf(story)} › `;
  return (
    <a href={`./${path}`} target="_top" onClick={open} style={{ ...targetStyle, color: colors.brand }}>
      <span>
        {hiddenTitle ? <VisuallyHidden>{component}</VisuallyHidden> : component}
        {story.name}
      </span>
    </a>
  );
}

const componentOf = (story: StoryLink) => story.title.split('/').at(-1) ?? story.title;

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** The other stories, rendered once opened (a common word is shown by a hundred), by component. */
function MoreStories({ stories }: { stories: readonly StoryLink[] }) {
  const [open, setOpen] = useState(false);
  const byComponent = new Map<string, StoryLink[]>();
  for (const story of stories) {
    byComponent.set(componentOf(story), [...(byComponent.get(componentOf(story)) ?? []), story]);
  }
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary style={{ ...targetStyle, display: 'list-item', lineHeight: sizes.control, cursor: 'pointer' }}>
        {stories.length} autres histoires
      </summary>
      {open && (
        <ul style={listStyle}>
          {[...byComponent].map(([component, states]) => (
            <li key={component} style={{ margin: `${space.xs} 0 0` }}>
              <span style={{ fontWeight: fontWeights.bold }}>{component}</span>
              <ul style={{ ...listStyle, display: 'flex', flexWrap: 'wrap', columnGap: space.md }}>
                {states.map((story) => (
                  <li key={story.id} style={{ margin: 0 }}>
                    <StoryAnchor story={story} hiddenTitle />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** A row's stories: the first ones, then the others on demand; 'Aucune' when none. */
export function StoryLinks({ stories }: { stories: readonly StoryLink[] }) {
  if (stories.length === 0) return 'Aucune';
  const first = stories.length === FIRST_STORIES + 1 ? stories : stories.slice(0, FIRST_STORIES);
  return (
    <>
      <ul style={listStyle}>
        {first.map((story) => (
          <li key={story.id} style={{ margin: 0 }}>
            <StoryAnchor story={story} />
          </li>
        ))}
      </ul>
      {stories.length > first.length && <MoreStories stories={stories.slice(first.length)} />}
    </>
  );
}
