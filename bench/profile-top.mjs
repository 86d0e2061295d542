// Prints the heaviest functions of a .cpuprofile (self time) and the inclusive time of those matching
// a pattern.
// Usage: node bench/profile-top.mjs bench/results/x.cpuprofile [pattern]
import { readFileSync } from 'node:fs';

const [file, pattern = 'handler|service|repository|compile|execute'] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map();
for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const total = p.samples.length;
const label = (n) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}`;
const self = new Map();
const incl = new Map();
for (const [id, c] of counts) {
  self.set(label(byId.get(id)), (self.get(label(byId.get(id))) ?? 0) + c);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = label(byId.get(cur));
    if (seen.has(k)) continue;
    incl.set(k, (incl.get(k) ?? 0) + c);
    seen.add(k);
  }
}
const show = (m, filter) =>
  [...m]
    .filter(([k]) => filter(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .forEach(([k, c]) => console.log(`${((c / total) * 100).toFixed(1)}%  ${k}`));
console.log('self:');
show(self, () => true);
console.log(`inclusive (${pattern}):`);
show(incl, (k) => new RegExp(pattern).test(k));
