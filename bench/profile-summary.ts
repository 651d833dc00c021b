/** `node dist/bench/profile-summary.js <file.cpuprofile>`: self time by package (or src file) and the top functions. */
import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const groupOf = (url: string): string => {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const src = /dist\/(src\/.*)$/.exec(url);
  if (src) return src[1];
  return url.startsWith('node:') ? url : url === '' ? '(native/idle/gc)' : url;
};
const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, time] of self) {
  const { callFrame } = byId.get(id)!;
  add(groups, groupOf(callFrame.url), time);
  add(functions, `${callFrame.functionName || '(anonymous)'} ${groupOf(callFrame.url)}:${callFrame.lineNumber + 1}`, time);
}
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(title);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`);
};
print('self time by package / file', groups, 30);
print('top functions', functions, 30);
