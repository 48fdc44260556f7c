declare module 'edmonds-blossom' {
  /** Maximum-weight matching of `[i, j, weight]` edges; `mate[i]` is i's partner or -1. */
  const blossom: (edges: [number, number, number][], maxCardinality?: boolean) => number[];
  export default blossom;
}
