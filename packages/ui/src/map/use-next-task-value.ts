import { useEffect, useState } from 'react';

/**
 * `value`, taken up in a task of its own after each change (`initial` until then). Heavy parts of a map
 * (its tiles, its layers, a thousand outlines to read) then render apart from what mounted them: two
 * tasks of a few dozen milliseconds instead of one that blocks input and paint. A MessageChannel task
 * rather than an effect's update, which React may render in the same task when it flushes effects at
 * once; and a plain update rather than a deferred value, whose render may yield halfway.
 */
export function useNextTaskValue<T>(value: T, initial: T): T {
  return useValueInLaterTask(value, initial, 'next task');
}

/**
 * Shared by useNextTaskValue and useAfterPaintValue: the update comes from a MessageChannel task,
 * posted at once ('next task') or from the next frame's callbacks ('after paint'), which run before
 * that frame's layout and paint, so the task comes after both.
 */
export function useValueInLaterTask<T>(value: T, initial: T, when: 'next task' | 'after paint'): T {
  const [taken, setTaken] = useState(initial);
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setTaken(() => value);
    const post = () => channel.port2.postMessage(null);
    const frame = when === 'after paint' ? requestAnimationFrame(post) : null;
    if (frame === null) post();
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }, [value, when]);
  return taken;
}
