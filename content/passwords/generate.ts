/**
 * Writes content/passwords/common-passwords.json from the ranked password
 * dictionary of @zxcvbn-ts/language-common (49,000 passwords ranked by how
 * often they appear in public breach corpora). Only entries of at least the
 * minimum length are kept: shorter ones are refused by length anyway.
 *
 *   node content/passwords/generate.ts          # write the file
 *   node content/passwords/generate.ts --check  # exit 1 if the file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PASSWORD_RULES, normalisePasswordForList, passwordLength } from '../../packages/domain/src/password.ts';

export const OUTPUT = path.join(import.meta.dirname, 'common-passwords.json');

/** The list as the package ranks it, normalised, deduplicated, at least minLength long. */
export function buildCommonPasswordList(): string[] {
  const require = createRequire(import.meta.url);
  const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
  const seen = new Set<string>();
  for (const entry of ranked) {
    const p = normalisePasswordForList(entry);
    if (passwordLength(p) >= PASSWORD_RULES.minLength) seen.add(p);
  }
  return [...seen];
}

export const serialise = (list: string[]) => `[\n${list.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const text = serialise(buildCommonPasswordList());
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT, 'utf8');
    if (current !== text) {
      console.error('content/passwords/common-passwords.json is stale: run node content/passwords/generate.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`wrote ${OUTPUT}`);
  }
}
