import { useEffect, useState } from 'react';
import type { LoadOnce } from '../primitives/lazy';

/**
 * A map chunk for a render: undefined until it has arrived, then the module, by a state update. Not
 * React.lazy: a Suspense boundary that showed its fallback reveals its content no sooner than 300 ms
 * after (React's reveal throttle), which held the map's first tiles back by up to that much. A failed
 * download is thrown to the nearest error boundary, as React.lazy's would be; loadOnce tries again on
 * the next mount.
 */
export function useMapModule<Module>(source: LoadOnce<Module>): Module | undefined {
  const [arrived, setArrived] = useState(() => source.loaded());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    source.load().then(
      (module) => live && setArrived(() => module),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [source, arrived]);
  if (failure) throw failure.error;
  return arrived;
}
