import type { RatingPoint } from '@esn/contract';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

/** The library is one chunk (shared with the admin charts), fetched once the first rating chart draws. */
let library: Promise<typeof uPlot> | undefined;
const loadLibrary = () =>
  (library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default));

/**
 * A small line of a rating after each rated game (by game number on x). Decorative for screen readers: the card
 * around it says the first and last value in words. Without the library (a chunk that failed, no canvas) nothing shows.
 */
export function RatingChart({ points, label, height = 96 }: { points: RatingPoint[]; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    loadLibrary()
      .then((UPlot) => {
        if (cancelled) return;
        const axis = { stroke: '#a1a1aa', grid: { stroke: '#27272a', width: 1 }, ticks: { show: false } };
        plot = new UPlot(
          {
            width: Math.max(el.clientWidth, 160),
            height,
            scales: { x: { time: false } },
            series: [
              { label: '#', value: (_u, i) => (i == null ? '' : String(Math.round(i) + 1)) },
              { label, stroke: '#a78bfa', fill: '#a78bfa22', width: 2, points: { show: points.length <= 12 } },
            ],
            axes: [{ show: false }, { ...axis, size: 40, space: 24 }],
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
          },
          [points.map((_, i) => i), points.map((p) => p.rating)],
          el,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 160), height }));
        observer.observe(el);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, label, height]);

  if (failed || points.length === 0) return null;
  return <div ref={box} aria-hidden="true" data-testid="rating-chart" className="w-full text-xs text-zinc-300" />;
}
