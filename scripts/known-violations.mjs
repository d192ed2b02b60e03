// Lists the import-boundary violations that predate the check (.dependency-cruiser-known-violations.json),
// per rule, so every CI log shows what is still to fix. The list must shrink to empty (docs/architecture.md).
import { readFileSync } from 'node:fs';

const known = JSON.parse(
  readFileSync(new URL('../.dependency-cruiser-known-violations.json', import.meta.url), 'utf8'),
);
const byRule = new Map();
for (const v of known) {
  const path = v.type === 'cycle' ? [v.from, ...v.cycle.map((step) => step.name)].join(' -> ') : `${v.from} -> ${v.to}`;
  byRule.set(v.rule.name, [...(byRule.get(v.rule.name) ?? []), path]);
}
for (const [rule, paths] of byRule) {
  console.log(`known ${rule}: ${paths.length}`);
  for (const path of paths) console.log(`  ${path}`);
}
console.log(
  known.length === 0
    ? 'No known violations left.'
    : `${known.length} known violations to fix (the baseline only shrinks).`,
);
