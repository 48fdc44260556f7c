import type { AppContext } from '../../context';

export function registerPostListeners(ctx: AppContext): void {
  void ctx;
}
