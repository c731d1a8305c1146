/** Loaded after the first render so the metrics library never weighs on the first load. */
export function reportWebVitalsLazily(report: (metric: { name: string; value: number }) => void): void {
  const start = () =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB, onFCP }) => {
      for (const subscribe of [onCLS, onINP, onLCP, onTTFB, onFCP]) subscribe(report);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 1);
}
