// `npm run lint` step: fails when a relative import cycle exists in contract/src, server/src or web/src.
// Uses the TypeScript compiler API (already a devDependency) instead of madge, whose dependencies warn on `npm ci`.
// Type-only imports count too, like madge: a cycle is a design smell even when erased at runtime.
import { readdirSync, existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['contract/src', 'server/src', 'web/src'].map((d) => join(root, d));
const exts = ['.ts', '.tsx'];

function walk(dir, out) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'migrations') walk(p, out);
    } else if (exts.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  for (const x of exts) candidates.push(base + x, join(base, 'index' + x));
  return candidates.find((c) => exts.some((x) => c.endsWith(x)) && existsSync(c));
}

const graph = new Map();
for (const file of roots.flatMap((r) => walk(r, []))) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const deps = importedFiles
    .map((i) => i.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveRelative(file, s))
    .filter(Boolean);
  graph.set(file, [...new Set(deps)]);
}

// Tarjan's strongly connected components: every component with more than one file (or a self-import) is a cycle.
let index = 0;
const idx = new Map(),
  low = new Map(),
  stack = [],
  onStack = new Set(),
  cycles = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const comp = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(comp);
  }
}
for (const v of graph.keys()) if (!idx.has(v)) strong(v);

if (cycles.length === 0) {
  console.log(`check-cycles: no import cycles in ${graph.size} files`);
} else {
  console.error(`check-cycles: ${cycles.length} import cycle(s):`);
  for (const c of cycles)
    console.error(
      '  ' +
        c
          .map((f) => relative(root, f))
          .sort()
          .join(' ↔ '),
    );
  process.exit(1);
}
