/**
 * docs/benchmarks.md's sections: each benchmark rewrites the text between its `<!-- bench:NAME -->`
 * markers. A section may hold a smaller one (the faults section holds the texts' phase D), which a
 * run of that part alone rewrites in place.
 */
import fs from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(import.meta.dirname, '../../docs/benchmarks.md');
const NEW_FILE = '# Benchmarks\n\nEach section is written by the script it names; rerun the script to refresh it.\n';

const markerOf = (name: string) => new RegExp(`<!-- bench:${name} -->[\\s\\S]*<!-- /bench:${name} -->`);
/** A section's text with its markers. */
export const sectionBlock = (name: string, markdown: string) =>
  `<!-- bench:${name} -->\n${markdown.trim()}\n<!-- /bench:${name} -->`;

const current = () => (fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : NEW_FILE);

/** The text of a section as the file has it now (without its markers), or null. */
export const readSection = (name: string) => {
  const found = markerOf(name).exec(current())?.[0];
  return found === undefined
    ? null
    : found.slice(`<!-- bench:${name} -->`.length, -`<!-- /bench:${name} -->`.length).trim();
};

/**
 * Replaces (or appends) the `<!-- bench:NAME -->` section of docs/benchmarks.md. With `inside`, a
 * section missing from the file is added at the end of that section instead of the file's.
 */
export const writeSection = (name: string, markdown: string, inside?: string) => {
  const text = current();
  const section = sectionBlock(name, markdown);
  const closing = `<!-- /bench:${inside} -->`;
  const next = markerOf(name).test(text)
    ? text.replace(markerOf(name), () => section)
    : inside && text.includes(closing)
      ? text.replace(closing, () => `\n${section}\n${closing}`)
      : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(FILE, next);
  return FILE;
};
