// Links into the docs stay true when a section moves (docs/operations.md#tests): every
// `docs/<name>.md#<anchor>` in the repository's files, every markdown link of a .md file, and
// every `docs/<name>.md, "<Heading>"` must name a file that exists and a heading it has.
// Run: node --test scripts/docs-links.test.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const textFile = /\.(ts|tsx|mjs|cjs|js|md|ya?ml|json|sql|conf|template|envsh|css|html)$|Dockerfile$/;

/** The files git knows (tracked, or new and not ignored). */
function repositoryFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => textFile.test(file) && existsSync(join(repoRoot, file)));
}

/**
 * GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes.
 * @param {string} heading
 */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** @type {Map<string, { anchors: Set<string>, headings: string[] }>} */
const headingsCache = new Map();
/**
 * The headings of a markdown file (outside code fences) and their anchors, repeats numbered as
 * GitHub numbers them.
 * @param {string} file repository path
 */
function headingsOf(file) {
  const cached = headingsCache.get(file);
  if (cached) return cached;
  const headings = [];
  let fenced = false;
  for (const line of readFileSync(join(repoRoot, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (match) headings.push(match[1].replace(/`/g, ''));
  }
  const anchors = new Set();
  for (const heading of headings) {
    const anchor = anchorOf(heading);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  const found = { anchors, headings };
  headingsCache.set(file, found);
  return found;
}

/**
 * Every link to a docs file that the repository holds, as `{ from, target, anchor?, heading? }`.
 * @returns {{ from: string, target: string, anchor?: string, heading?: string }[]}
 */
function docsLinks() {
  const links = [];
  for (const file of repositoryFiles()) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const at = (index) => `${file}:${text.slice(0, index).split('\n').length}`;
    // docs/<name>.md#<anchor>, written anywhere (code comments, tests, docs, README).
    for (const match of text.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)#([\w-]+)/g)) {
      links.push({ from: at(match.index), target: `docs/${match[1]}`, anchor: match[2] });
    }
    // docs/<name>.md, "<Heading>": the heading must still be there.
    for (const match of text.matchAll(/(?<![\w./-])docs\/([\w-]+\.md),\s*(?:\/\/|\*|#)?\s*"([^"]+)"/g)) {
      links.push({ from: at(match.index), target: `docs/${match[1]}`, heading: match[2] });
    }
    if (!file.endsWith('.md')) continue;
    // [text](path.md#anchor), [text](#anchor) in markdown, relative to the file.
    for (const match of text.matchAll(/\]\((?!https?:)([^)\s#]*\.md)?(?:#([^)\s]+))?\)/g)) {
      if (!match[1] && !match[2]) continue;
      const target = match[1] ? relative(repoRoot, join(repoRoot, dirname(file), match[1])) : file;
      if (!target.startsWith('docs/') && !match[2]) continue;
      links.push({ from: at(match.index), target, anchor: match[2] });
    }
  }
  return links;
}

test('every link into the docs names a file and a heading that exist', () => {
  const links = docsLinks();
  assert.ok(
    links.some((link) => link.target === 'docs/product.md' && link.anchor),
    'no docs/product.md#... link was found: the scan is broken',
  );
  const broken = links.flatMap((link) => {
    if (!existsSync(join(repoRoot, link.target))) return [`${link.from}: ${link.target} does not exist`];
    if (!link.target.endsWith('.md')) return [];
    const { anchors, headings } = headingsOf(link.target);
    if (link.anchor && !anchors.has(link.anchor))
      return [`${link.from}: ${link.target}#${link.anchor}: no such heading`];
    if (link.heading && !headings.some((heading) => heading.toLowerCase() === link.heading.toLowerCase())) {
      return [`${link.from}: ${link.target}, "${link.heading}": no such heading`];
    }
    return [];
  });
  assert.deepEqual(broken, [], `broken links into the docs:\n${broken.join('\n')}`);
});

test('anchors are written as GitHub writes them', () => {
  assert.equal(anchorOf('URL → code'), 'url--code');
  assert.equal(
    anchorOf('Docker: nginx in front of the page server'),
    'docker-nginx-in-front-of-the-page-server',
  );
  assert.equal(anchorOf('1. A prerendered public page'), '1-a-prerendered-public-page');
  assert.equal(anchorOf("The page's CSS"), 'the-pages-css');
});
