import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { resetToasts } from '../shared/ui/toast/store';
import { initTestI18n } from './i18n';

await initTestI18n('tr');

// jsdom lacks ResizeObserver, which Radix (switch, tooltip) uses to measure; sizes do not matter here.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

afterEach(async () => {
  cleanup();
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await initTestI18n('tr');
});
