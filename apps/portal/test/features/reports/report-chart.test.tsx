import type { ReportResult } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import ReportChart from '../../../src/features/reports/components/report-chart.tsx';
import { setUpI18n } from '../../support/render.tsx';

setUpI18n();

// jsdom lays nothing out: the chart's container gets a size, and the observer recharts measures it with.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 320 }),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(320);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      #callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.#callback = callback;
      }
      observe(target: Element) {
        const entry = { target, contentRect: DOMRect.fromRect({ width: 800, height: 320 }) };
        this.#callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const report: ReportResult = {
  slug: 'order-intake',
  columns: [
    { key: 'brand', kind: 'brand' },
    { key: 'season', kind: 'text' },
    { key: 'units', kind: 'number' },
  ],
  rows: [],
  chart: {
    kind: 'bar',
    categoryKey: 'brand',
    measureKey: 'units',
    categories: ['40', '50'],
    // The server's order: seasons in time.
    series: [
      { key: 'SS26', name: 'SS26', values: [10, 20] },
      { key: 'FW26', name: 'FW26', values: [30, 40] },
      { key: 'SS27', name: 'SS27', values: [50, 60] },
    ],
  },
};

it('lists the seasons in the legend in time order, as the bars stand', async () => {
  const { container } = render(
    <div style={{ width: 800, height: 320 }}>
      <ReportChart report={report} />
    </div>,
  );
  await screen.findByText('SS26');
  const legend = [...container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
  expect(legend).toEqual(['SS26', 'FW26', 'SS27']);
});
