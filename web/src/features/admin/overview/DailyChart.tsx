import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

interface DailyPoint {
  /** A UTC day, `YYYY-MM-DD`. */
  date: string;
  value: number;
}

interface DailyChartProps {
  points: DailyPoint[];
  /** The series' short name and the x axis' in the chart's hover legend ("Posts", "Day"). */
  label: string;
  dayLabel: string;
  color: string;
  /** A day's short label in the UI language ("12 May"). */
  formatDay: (date: string) => string;
  height?: number;
}

/** Reused by every chart: the library is one chunk, fetched once the overview draws its first chart. */
let library: Promise<typeof uPlot> | undefined;
const loadLibrary = () =>
  (library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default));

/**
 * One series of daily counts drawn by uPlot (canvas, ~20 KB gzip): the days on x (by position, so the UTC days read
 * the same in every time zone), counts from 0 on y, the hovered day's value in the legend. Decorative for screen
 * readers: the figure around it carries a summary and the table of the same numbers. Without the library (a chunk
 * that failed to load, a browser without canvas) the figure keeps its table.
 */
export function DailyChart({ points, label, dayLabel, color, formatDay, height = 180 }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    loadLibrary()
      .then((UPlot) => {
        if (cancelled) return;
        const axis = {
          stroke: '#a1a1aa',
          grid: { stroke: '#27272a', width: 1 },
          ticks: { stroke: '#3f3f46', width: 1 },
        };
        const dayAt = (i: number) => points[Math.round(i)]?.date;
        plot = new UPlot(
          {
            width: Math.max(el.clientWidth, 240),
            height,
            scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            series: [
              { label: dayLabel, value: (_u, i) => (i == null ? '' : formatDay(dayAt(i) ?? '')) },
              { label, stroke: color, fill: `${color}33`, width: 2, points: { show: points.length <= 1 } },
            ],
            axes: [
              {
                ...axis,
                incrs: [1, 2, 3, 5, 7, 10, 14],
                space: 56,
                values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? formatDay(dayAt(i) ?? '') : '')),
              },
              { ...axis, size: 44, incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500, 5000, 10000] },
            ],
            legend: { live: true },
            cursor: { drag: { x: false, y: false } },
          },
          [points.map((_, i) => i), points.map((p) => p.value)],
          el,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 240), height }));
        observer.observe(el);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, label, dayLabel, color, formatDay, height]);

  if (failed) return null;
  return <div ref={box} aria-hidden="true" className="admin-chart min-h-[180px] w-full text-xs text-zinc-300" />;
}
