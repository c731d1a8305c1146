import type { Door } from '@prospect/contract';
import { IDLE_TIMEOUT_MS } from '@prospect/scheduling';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives/Toast';
import { STORY_NOW, STORY_STREET, storyDoors } from '../story-data';
import { StreetDoorsScreen, type StreetDoorsScreenProps } from './StreetDoorsScreen';

async function renderScreen(doors: readonly Door[], props: Partial<StreetDoorsScreenProps> = {}) {
  const onSaveDoor = vi.fn(async () => {});
  const screen = await render(
    <ProspectThemeProvider>
      <ToastProvider>
        <StreetDoorsScreen
          streetName={STORY_STREET}
          streetDone={false}
          doors={doors}
          status="ready"
          now={STORY_NOW}
          onRetry={vi.fn()}
          onBack={vi.fn()}
          onSaveDoor={onSaveDoor}
          onPlanReturn={vi.fn(async () => {})}
          onSetOutcomes={vi.fn(async () => {})}
          onAddDoor={vi.fn(async () => {})}
          onMarkStreetDone={vi.fn()}
          {...props}
        />
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  return { screen, onSaveDoor };
}

/** `door` whose number counts how often it is read: a row reads it each time it renders. */
function countingReads(door: Door): { door: Door; reads: () => number } {
  let reads = 0;
  const counted = { ...door };
  Object.defineProperty(counted, 'number', {
    enumerable: true,
    get: () => {
      reads += 1;
      return door.number;
    },
  });
  return { door: counted, reads: () => reads };
}

describe('StreetDoorsScreen', () => {
  it('renders no other row again when a door is tapped', async () => {
    const [first, ...others] = storyDoors(300);
    const watched = countingReads(first as Door);
    const { screen } = await renderScreen([watched.door, ...others]);
    const readsBefore = watched.reads();
    await screen.getByRole('button', { name: /^3 / }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Porte 3' })).toBeVisible();
    expect(watched.reads()).toBe(readsBefore);
  });

  it('starts each opening of the sheet from the door as it is, not from a cancelled draft', async () => {
    const { screen, onSaveDoor } = await renderScreen(storyDoors(12));
    const row = screen.getByRole('button', { name: /^3 / });
    await row.click();
    await screen.getByRole('button', { name: 'Absent', exact: true }).click();
    await screen.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await row.click();
    await expect
      .element(screen.getByRole('button', { name: 'Intéressé', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(onSaveDoor).not.toHaveBeenCalled();
  });

  it('makes the sheet ready unseen once the doors show, and drops that copy at the first opening', async () => {
    const { screen } = await renderScreen(storyDoors(12));
    const unseenForm = () => document.querySelector<HTMLFormElement>('[inert] form');
    // A busy machine may have no idle moment before the idle wait's own limit.
    await expect.poll(unseenForm, { timeout: IDLE_TIMEOUT_MS + 2000 }).not.toBeNull();
    const copy = unseenForm()?.parentElement as HTMLElement;
    // Out of sight, reach and the accessibility tree: no second « Absent » for a screen reader.
    expect(getComputedStyle(copy).visibility).toBe('hidden');
    expect(copy.closest('[inert]')).not.toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Absent', exact: true })).not.toBeInTheDocument();

    await screen.getByRole('button', { name: /^3 / }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Porte 3' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Absent', exact: true })).toBeVisible();
    expect(unseenForm()).toBeNull();
  });
});
