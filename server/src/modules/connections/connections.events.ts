import type { AppContext } from '../../context';

export function registerConnectionListeners(ctx: AppContext): void {
  void ctx;
}
