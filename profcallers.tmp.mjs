import fs from "node:fs";
import { SourceMapConsumer } from "source-map";
const [file, startS, endS, target] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(file, "utf8"));
const map = await new SourceMapConsumer(JSON.parse(fs.readFileSync("/tmp/dev1/.cache/compiled/gatsby-node.js.map", "utf8")));
const nodes = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = p.startTime; const times = [];
for (let i = 0; i < p.samples.length; i++) { t += p.timeDeltas[i]; times.push(t); }
const lo = p.startTime + Number(startS) * 1e6, hi = p.startTime + Number(endS) * 1e6;
const name = (n) => { const cf = n.callFrame; if (cf.url.includes("compiled/gatsby-node.js")) { const o = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${o.name ?? cf.functionName} ${o.source?.replace(/.*\/(src|plugins)\//, "$1/")}:${o.line}`; } return `${cf.functionName || "(anon)"} ${cf.url.replace(/.*node_modules\//, "")}:${cf.lineNumber}`; };
const agg = new Map(); let total = 0;
for (let i = 0; i < p.samples.length; i++) {
  if (times[i] < lo || times[i] > hi) continue;
  const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
  let id = p.samples[i]; const chain = [];
  while (id !== undefined) { chain.push(nodes.get(id)); id = parent.get(id); }
  const names = chain.map(name);
  const idx = names.findIndex(n => n.includes(target));
  if (idx < 0) continue;
  total += dt;
  // first 'src/' frames above the target
  const callers = names.slice(idx).filter(n => / (src|plugins)\//.test(n)).slice(0, 4).join(" < ");
  agg.set(callers, (agg.get(callers) ?? 0) + dt);
}
console.log("total under", target, total.toFixed(0), "ms");
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(0).padStart(6), k);
