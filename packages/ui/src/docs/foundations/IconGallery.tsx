import * as icons from '../../primitives/icons/icons';
import { fontSizes, space } from '../../theme/tokens';
import { Code } from '../doc-styles';

/** Every icon of primitives/icons, read from its exports: a new icon appears here without editing. */
export function IconGallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: space.lg,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, IconComponent]) => (
        <li
          key={name}
          style={{ display: 'flex', alignItems: 'center', gap: space.sm, fontSize: fontSizes.sm }}
        >
          <IconComponent size={24} />
          <Code>{`<${name} />`}</Code>
        </li>
      ))}
    </ul>
  );
}
