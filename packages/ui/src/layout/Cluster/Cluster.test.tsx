import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Stack } from '../Stack';
import { Cluster } from './Cluster';

async function styleOf(element: ReactNode): Promise<CSSStyleDeclaration> {
  const screen = await render(<ProspectThemeProvider>{element}</ProspectThemeProvider>);
  return getComputedStyle(screen.container.firstElementChild as Element);
}

describe('layout primitives', () => {
  it('Cluster turns its props into the flex row they name', async () => {
    const style = await styleOf(<Cluster gap="md" justify="between" align="start" wrap={false} />);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('nowrap');
    expect(style.justifyContent).toBe('space-between');
    expect(style.alignItems).toBe('flex-start');
    expect(style.columnGap).toBe('12px');
  });

  it('Stack as a list is a plain column: no bullets, no indent', async () => {
    const style = await styleOf(<Stack as="ul" gap="xs" />);
    expect(style.flexDirection).toBe('column');
    expect(style.rowGap).toBe('4px');
    expect(style.listStyleType).toBe('none');
    expect(style.paddingLeft).toBe('0px');
    expect(style.marginTop).toBe('0px');
  });
});
