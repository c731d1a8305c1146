import { ArgTypes, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';

/**
 * Each component's docs page: its doc comment, the first story, the props read from its types, then
 * every other state. A read-only props table rather than Storybook's controls: designers read the
 * props here and try them on the story's own page, and the controls' widgets fail axe (a toggle's
 * low-contrast label, a JSON tree's orphan list items).
 */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      {/* The first story is already shown above; rendering it twice only slows the page. */}
      <Stories title="États" includePrimary={false} />
    </>
  );
}
