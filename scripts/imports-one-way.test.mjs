// scripts/ and e2e/ depend one way: the journeys use scripts/ (the stack, free ports, the
// helpers the bench shares with them); nothing in scripts/ imports e2e/.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './stack/remotes-manifest.mjs';

const scriptsDir = join(repoRoot, 'scripts');
const e2eDir = join(repoRoot, 'e2e');

/** The relative specifiers a file imports (static and dynamic imports, re-exports). */
export function importedSpecifiers(source) {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((m) => m[2]);
}

/** The files of scripts/ whose imports reach into e2e/, with the import. */
function importsIntoE2e(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(mjs|js|ts|mts)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (file.includes(`${join('node_modules', '')}`)) continue;
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolve(entry.parentPath, specifier);
      if (!relative(e2eDir, target).startsWith('..')) found.push(`${relative(repoRoot, file)}: ${specifier}`);
    }
  }
  return found;
}

describe('scripts/ and e2e/', () => {
  it('finds the imports it looks for (static, dynamic, re-export)', () => {
    // Written with a placeholder, so that this file does not hold the import it looks for.
    const e2e = 'e2e';
    const sample = `import { a } from '../${e2e}/support/x.mjs';\nconst b = await import('./y.mjs');\nexport { c } from "../z.mjs";\nimport 'node:fs';`;
    assert.deepEqual(importedSpecifiers(sample), [`../${e2e}/support/x.mjs`, './y.mjs', '../z.mjs']);
  });

  it('nothing in scripts/ imports from e2e/', () => {
    assert.deepEqual(importsIntoE2e(scriptsDir), []);
  });
});
