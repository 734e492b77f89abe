// Size of the built web client: every JS/CSS asset raw and gzipped, and what the first page load needs.
// Usage: npm run build && npm run bench:bundle
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/server-process.ts';

const dist = path.join(ROOT, 'apps/web/dist');
const assets = path.join(dist, 'assets');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
let totalJs = 0;
for (const f of files.sort()) {
  const full = path.join(assets, f);
  const gzipped = gz(full);
  if (f.endsWith('.js')) totalJs += gzipped;
  console.log(`${f.padEnd(48)} ${kb(statSync(full).size).padStart(10)} ${kb(gzipped).padStart(10)} gz`);
}
// The first load is what index.html references directly (entry script, modulepreloads, styles).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(path.join(assets, f)), 0);
const initialCss = initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(path.join(assets, f)), 0);
console.log(`\nfirst load: ${kb(initialJs)} JS + ${kb(initialCss)} CSS gzipped (${initial.length} files); all JS: ${kb(totalJs)} gzipped`);
