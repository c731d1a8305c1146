import { useEffect, useState } from 'react';

/**
 * `value`, taken up in a task of its own after each change (`initial` until then). Heavy parts of a map
 * (its tiles, its layers, a thousand outlines to read) then render apart from what mounted them: two
 * tasks of a few dozen milliseconds instead of one that blocks input and paint. A MessageChannel task
 * rather than an effect's update, which React may render in the same task when it flushes effects at
 * once; and a plain update rather than a deferred value, whose render may yield halfway.
 */
export function useNextTaskValue<T>(value: T, initial: T): T {
  const [taken, setTaken] = useState(initial);
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setTaken(() => value);
    channel.port2.postMessage(null);
    return () => {
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }, [value]);
  return taken;
}
