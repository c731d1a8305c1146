// The door benchmark page: StreetDoorsScreen (@prospect/ui) over a street of ?doors=300, wired as the app
// wires it: a saved outcome is applied to the doors the screen is handed a moment later, as the outbox's
// queued view does. It renders once asked (window.__doorsBench.render()); bench/doors.ts taps.
import type { Door, DoorUpdatePayload } from '@prospect/contract';
import { StreetDoorsScreen, ToastProvider } from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { params, seededRandom } from './harness';

const count = Number(params.get('doors') ?? 300);
const NOW = new Date(2026, 10, 22, 9, 30);
const OUTCOMES: readonly Door['outcome'][] = [
  'absent',
  'not_interested',
  'interested',
  'thinking',
  'flyer_left',
];

/** A long street: numbers 1 to `total` on both sides, some « bis », a quarter visited, STOP PUB here and there. */
function generateDoors(total: number): Door[] {
  const random = seededRandom(34);
  return Array.from({ length: total }, (_, index) => {
    const visited = random() < 0.25;
    return {
      id: index + 1,
      number: index % 23 === 7 ? `${index} bis` : String(index + 1),
      outcome: visited ? (OUTCOMES[Math.floor(random() * OUTCOMES.length)] ?? 'absent') : 'not_visited',
      note: visited && random() < 0.3 ? 'Rappeler après 18 h.' : '',
      stop_pub: index % 17 === 5,
      visited_at: visited ? '2026-11-20T10:00:00.000Z' : null,
      visited_by: visited ? 'Camille Martin' : '',
      revisit_at: null,
    };
  });
}

function Street() {
  const [doors, setDoors] = useState<readonly Door[]>(() => generateDoors(count));
  const save = useCallback(async (door: Door, changes: DoorUpdatePayload) => {
    // The outbox keeps the write first (an IndexedDB transaction), then the screen gets the new doors.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setDoors((current) => current.map((one) => (one.id === door.id ? { ...one, ...changes } : one)));
  }, []);
  const noop = useCallback(async () => {}, []);
  return (
    <StreetDoorsScreen
      streetName="Rue Victor Hugo"
      streetDone={false}
      doors={doors}
      status="ready"
      now={NOW}
      onRetry={() => {}}
      onBack={() => {}}
      onSaveDoor={save}
      onPlanReturn={noop}
      onSetOutcomes={noop}
      onAddDoor={noop}
      onMarkStreetDone={() => {}}
    />
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
window.__doorsBench = {
  ready: true,
  doors: count,
  render() {
    root.render(
      <ProspectThemeProvider>
        <ToastProvider>
          <Street />
        </ToastProvider>
      </ProspectThemeProvider>,
    );
  },
};

declare global {
  interface Window {
    __doorsBench?: { ready: boolean; doors: number; render(): void };
  }
}
