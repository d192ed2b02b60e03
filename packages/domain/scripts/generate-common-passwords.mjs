/**
 * Regenerates src/auth/common-passwords.json: the 3,000 commonest passwords that the length
 * rule alone would let through (8 to 128 characters), in frequency order, taken from the
 * ranked password list of the registry package @zxcvbn-ts/language-common (MIT).
 *
 *   node packages/domain/scripts/generate-common-passwords.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const COUNT = 3000;
const MIN = 8;
const MAX = 128;

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/auth/common-passwords.json');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'common-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/src/passwords.json'], { cwd: work });
  const ranked = JSON.parse(fs.readFileSync(path.join(work, 'package/src/passwords.json'), 'utf8'));
  const seen = new Set();
  const list = [];
  for (const entry of ranked) {
    const value = String(entry).toLowerCase();
    if (value.length < MIN || value.length > MAX || seen.has(value)) continue;
    seen.add(value);
    list.push(value);
    if (list.length === COUNT) break;
  }
  if (list.length !== COUNT) throw new Error(`only ${list.length} passwords found`);
  fs.writeFileSync(
    out,
    `${JSON.stringify(list, null, 0).replace(/","/g, '",\n  "').replace(/^\["/, '[\n  "').replace(/"\]$/, '"\n]')}\n`,
  );
  console.log(`wrote ${list.length} passwords to ${path.relative(process.cwd(), out)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
