import { useValueInLaterTask } from './use-next-task-value';

/**
 * `value`, taken up in a task of its own once the browser has laid out and painted the render that
 * changed it (`initial` until then). For a part that reads the page's layout as it mounts (Leaflet
 * measures its box when it makes the map): the layout of the new screen is then done by the frame,
 * not forced into the part's task, and the two stay short. In a hidden tab, where no frame comes,
 * the value waits for the tab to show.
 */
export function useAfterPaintValue<T>(value: T, initial: T): T {
  return useValueInLaterTask(value, initial, 'after paint');
}
