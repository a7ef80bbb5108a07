/**
 * The regions of one page that an idle region waits for: the page itself and its other slots.
 * Each reports once it has rendered its module (or failed to load it).
 */
export class PageRegions {
  private readonly pending: Set<string>;
  private readonly waiting: Array<() => void> = [];

  constructor(names: readonly string[]) {
    this.pending = new Set(names);
  }

  settled(name: string): void {
    if (!this.pending.delete(name) || this.pending.size > 0) return;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Resolves once every region named has settled. */
  allSettled(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
