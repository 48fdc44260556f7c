/**
 * Maximum-cardinality matching on a general graph (Edmonds' blossom algorithm, augmenting paths found by BFS with
 * blossom contraction, O(V²) per search), kept up to date while the Swiss pairing removes the pairs it chooses.
 * Vertices 0..size-1; an edge wherever `edge(i, j)` holds.
 */
export class Matching {
  private readonly adj: Uint8Array;
  private readonly active: Uint8Array;
  private match: Int32Array;
  private count = 0;

  constructor(
    private readonly size: number,
    edge: (i: number, j: number) => boolean,
  ) {
    this.adj = new Uint8Array(size * size);
    for (let i = 0; i < size; i++)
      for (let j = i + 1; j < size; j++) if (edge(i, j)) this.adj[i * size + j] = this.adj[j * size + i] = 1;
    this.active = new Uint8Array(size).fill(1);
    this.match = new Int32Array(size).fill(-1);
  }

  /** Makes the matching maximum over the active vertices; returns its number of pairs. */
  maximise(): number {
    for (let v = 0; v < this.size; v++) {
      if (!this.active[v] || this.match[v] !== -1) continue;
      if (this.augmentFrom(v)) this.count++;
    }
    return this.count;
  }

  activeVertices(): number[] {
    const out: number[] = [];
    for (let v = 0; v < this.size; v++) if (this.active[v]) out.push(v);
    return out;
  }

  /**
   * Takes `a` and `b` out if what remains still has a matching of at least `need` pairs (the matching stays
   * maximum); otherwise changes nothing and returns false.
   */
  tryRemove(a: number, b: number, need: number): boolean {
    const saved = this.match.slice();
    const savedCount = this.count;
    for (const v of [a, b]) {
      const partner = this.match[v]!;
      if (partner !== -1) {
        this.match[partner] = -1;
        this.match[v] = -1;
        this.count--;
      }
    }
    this.active[a] = 0;
    this.active[b] = 0;
    // Only the vertices left exposed can start an augmenting path; a search that finds none from a vertex is final.
    if (this.maximise() >= need) return true;
    this.active[a] = 1;
    this.active[b] = 1;
    this.match = saved;
    this.count = savedCount;
    return false;
  }

  private edge(v: number, u: number): boolean {
    return this.adj[v * this.size + u] === 1;
  }

  /** One BFS from the exposed `root`; augments the matching and returns true when a path is found. */
  private augmentFrom(root: number): boolean {
    const n = this.size;
    const match = this.match;
    const parent = new Int32Array(n).fill(-1);
    const base = Int32Array.from({ length: n }, (_, i) => i);
    const used = new Uint8Array(n);
    const queue: number[] = [root];
    used[root] = 1;
    const lca = (x: number, y: number): number => {
      const seen = new Uint8Array(n);
      for (;;) {
        x = base[x]!;
        seen[x] = 1;
        if (match[x] === -1) break;
        x = parent[match[x]!]!;
      }
      for (;;) {
        y = base[y]!;
        if (seen[y]) return y;
        y = parent[match[y]!]!;
      }
    };
    const markPath = (blossom: Uint8Array, v: number, b: number, child: number) => {
      while (base[v] !== b) {
        blossom[base[v]!] = 1;
        blossom[base[match[v]!]!] = 1;
        parent[v] = child;
        child = match[v]!;
        v = parent[match[v]!]!;
      }
    };
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (let to = 0; to < n; to++) {
        if (!this.active[to] || !this.edge(v, to) || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
          const current = lca(v, to);
          const blossom = new Uint8Array(n);
          markPath(blossom, v, current, to);
          markPath(blossom, to, current, v);
          for (let i = 0; i < n; i++) {
            if (!this.active[i] || !blossom[base[i]!]) continue;
            base[i] = current;
            if (!used[i]) {
              used[i] = 1;
              queue.push(i);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) {
            for (let x = to; x !== -1;) {
              const px = parent[x]!;
              const next = match[px]!;
              match[x] = px;
              match[px] = x;
              x = next;
            }
            return true;
          }
          used[match[to]!] = 1;
          queue.push(match[to]!);
        }
      }
    }
    return false;
  }
}
