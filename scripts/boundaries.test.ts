// Each import the rules forbid, planted in a fixture tree of the repository's layout, is named by
// the check that `npm run lint` runs; what the rules allow (tests, type-only cycles, a library
// loaded with import()) is not.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the lint step, without types
import { checkBoundaries } from './boundaries.mjs';

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'preserve', moduleResolution: 'bundler', jsx: 'react-jsx', allowJs: true, allowImportingTsExtensions: true, noEmit: true },
  }),
  'node_modules/zod/package.json': JSON.stringify({ name: 'zod', type: 'module', exports: { '.': './index.js' } }),
  'node_modules/zod/index.js': 'export const z = {};\n',
  'apps/server/package.json': JSON.stringify({ name: '@numbloom/server', type: 'module', exports: { './*': './src/*.ts' } }),
  'packages/domain/package.json': JSON.stringify({ name: '@numbloom/domain', type: 'module', exports: { './*': './src/*.ts' } }),

  // allowed: a feature's own files, the shared layers, app/ composing features
  'apps/web/src/features/beta/beta.ts': "import { button } from '../../ui/button.ts';\nexport const beta = button;\n",
  'apps/web/src/ui/button.ts': 'export const button = 1;\n',
  'apps/web/src/app/router.tsx': "import { beta } from '../features/beta/beta.ts';\nexport const router = beta;\n",
  'apps/web/src/features/alpha/alpha.test.ts': "import { beta } from '../beta/beta.ts';\nexport const t = beta;\n",
  // the site entry: a form library with zod loaded later is fine; the one it loads at once is not
  'apps/web/src/app/main.tsx': "import { format } from '../lib/format.ts';\nexport const later = () => import('../lib/forms.ts');\nexport const f = format;\n",
  'apps/web/src/lib/format.ts': "import { z } from 'zod';\nexport const format = z;\n",
  'apps/web/src/lib/forms.ts': "import { z } from 'zod';\nexport const forms = z;\n",
  'apps/web/src/app/play-main.tsx': 'export const play = 1;\n',

  // planted: a comment inside the braces
  'apps/web/src/features/alpha/comment.ts': "import {\n  // the shared piece\n  beta,\n} from '../beta/beta.ts';\nexport const a = beta;\n",
  // planted: a .js file importing across features
  'apps/web/src/features/alpha/legacy.js': "import { beta } from '../beta/beta';\nexport const b = beta;\n",
  // planted: a product file under a folder named test/
  'apps/web/src/features/alpha/test/helper.ts': "import { beta } from '../../beta/beta.ts';\nexport const c = beta;\n",
  // planted: lib/ importing app/, ui/ importing a feature
  'apps/web/src/lib/uses-app.ts': "import { router } from '../app/router.tsx';\nexport const d = router;\n",
  'apps/web/src/ui/uses-feature.tsx': "import { beta } from '../features/beta/beta.ts';\nexport const e = beta;\n",

  // server modules: service and contract files are open, internals and test helpers are not
  'apps/server/src/modules/accounts/service.ts': "import { rows } from './store.ts';\nexport const service = rows;\n",
  'apps/server/src/modules/accounts/store.ts': 'export const rows = [];\n',
  'apps/server/src/modules/accounts/test-support.ts': "import { rows } from './store.ts';\nexport const signedIn = rows;\n",
  'apps/server/src/modules/accounts/keys.ts': 'export const key = 1;\n',
  'apps/server/src/modules/billing/service.ts': "import { service } from '../accounts/service.ts';\nimport { key } from '../accounts/keys.ts';\nexport const billing = [service, key];\n",
  // planted: internals reached through the app's own package name
  'apps/server/src/modules/billing/by-name.ts': "import { rows } from '@numbloom/server/modules/accounts/store';\nexport const g = rows;\n",
  // planted: internals reached by a relative path
  'apps/server/src/modules/billing/relative.ts': "import { rows } from '../accounts/store.ts';\nexport const h = rows;\n",
  // planted: product code importing another module's test helpers
  'apps/server/src/modules/billing/helpers.ts': "import { signedIn } from '../accounts/test-support.ts';\nexport const i = signedIn;\n",
  // allowed: a test reaching anything
  'apps/server/src/modules/billing/billing.test.ts': "import { rows } from '../accounts/store.ts';\nexport const j = rows;\n",
  // planted: a cycle between modules made of a type import one way (no value cycle)
  'apps/server/src/modules/grades/service.ts': "import type { Report } from '../reports/service.ts';\nexport type Grade = Report;\nexport const grade = 1;\n",
  'apps/server/src/modules/reports/service.ts': "import { grade } from '../grades/service.ts';\nexport type Report = number;\nexport const report = grade;\n",

  // planted: a package's .js file importing an app, by name and by path
  'packages/domain/src/legacy.js': "import { service } from '@numbloom/server/modules/accounts/service';\nexport const k = service;\n",
  'packages/domain/src/by-path.ts': "import { button } from '../../../apps/web/src/ui/button.ts';\nexport const l = button;\n",

  // planted: one game mode's page reaching into another's; reaching the rooms' shared part is allowed
  'apps/web/src/features/rooms/shared/clock.ts': 'export const clock = 1;\n',
  'apps/web/src/features/rooms/quick-match/race.ts': "import { clock } from '../shared/clock.ts';\nexport const race = clock;\n",
  'apps/web/src/features/rooms/arena/borrows.ts': "import { race } from '../quick-match/race.ts';\nexport const borrowed = race;\n",

  // planted: a value cycle; a type-only cycle beside it is allowed
  'packages/domain/src/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
  'packages/domain/src/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
  'packages/domain/src/shape-a.ts': "import type { B } from './shape-b.ts';\nexport type A = { b?: B };\n",
  'packages/domain/src/shape-b.ts': "import type { A } from './shape-a.ts';\nexport type B = { a?: A };\n",
};

let root: string;
let problems: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'numbloom-boundaries-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(root, 'node_modules/@numbloom'), { recursive: true });
  symlinkSync(join(root, 'apps/server'), join(root, 'node_modules/@numbloom/server'));
  symlinkSync(join(root, 'packages/domain'), join(root, 'node_modules/@numbloom/domain'));
  ({ problems } = await checkBoundaries(root, {
    knownCrossings: new Set(['billing/relative.ts -> accounts/store.ts', 'billing/gone.ts -> accounts/store.ts']),
    knownModuleCycles: new Set(),
    entries: { 'apps/web/src/app/main.tsx': ['zod'], 'apps/web/src/app/play-main.tsx': ['zod'] },
  }));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const named = (rule: string, ...parts: string[]) => problems.filter((p) => p.startsWith(`${rule}:`) && parts.every((part) => p.includes(part)));

describe('the import rules, on a planted tree', () => {
  it('names an import with a comment inside its braces', () => {
    expect(named('feature-imports-feature', 'features/alpha/comment.ts')).toHaveLength(1);
  });

  it('names a .js file importing across features', () => {
    expect(named('feature-imports-feature', 'features/alpha/legacy.js')).toHaveLength(1);
  });

  it('names a product file under a folder named test/', () => {
    expect(named('feature-imports-feature', 'features/alpha/test/helper.ts')).toHaveLength(1);
  });

  it('names lib/ importing app/ and ui/ importing a feature', () => {
    expect(named('shared-layer-imports-app', 'lib/uses-app.ts', 'app/router.tsx')).toHaveLength(1);
    expect(named('shared-layer-imports-feature', 'ui/uses-feature.tsx')).toHaveLength(1);
  });

  it("names a module's internals reached through the app's package name, and its test helpers", () => {
    expect(named('module-internals', 'billing/by-name.ts', 'accounts/store.ts')).toHaveLength(1);
    expect(named('module-internals', 'billing/helpers.ts', 'accounts/test-support.ts')).toHaveLength(1);
  });

  it('excuses a known crossing and names a known crossing no longer used', () => {
    expect(named('module-internals', 'billing/relative.ts')).toHaveLength(0);
    expect(named('known-crossing-unused', 'billing/gone.ts')).toHaveLength(1);
  });

  it("names a package's .js file importing an app, and a package reaching an app by path", () => {
    expect(named('package-imports-app', 'packages/domain/src/legacy.js')).toHaveLength(1);
    expect(named('package-imports-app', 'packages/domain/src/by-path.ts')).toHaveLength(1);
  });

  it("names a game mode importing another mode's files, not the rooms' shared part", () => {
    expect(named('room-mode-imports-mode', 'rooms/arena/borrows.ts', 'rooms/quick-match/race.ts')).toHaveLength(1);
    expect(named('room-mode-imports-mode')).toHaveLength(1);
  });

  it('names a value cycle and a cycle between modules, not a type-only cycle', () => {
    expect(named('value-cycle', 'packages/domain/src/one.ts').length + named('value-cycle', 'packages/domain/src/two.ts').length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.includes('shape-a') || p.includes('shape-b'))).toEqual([]);
    expect(named('module-cycle', 'grades <-> reports')).toHaveLength(1);
  });

  it("names an entry whose first load reaches zod, with the path, not one that loads it with import()", () => {
    expect(named('entry-keeps-out', 'app/main.tsx', 'lib/format.ts')).toHaveLength(1);
    expect(named('entry-keeps-out', 'lib/forms.ts')).toHaveLength(0);
  });

  it('names nothing else: tests, the service, contract files and app/ composing features are allowed', () => {
    const expected = [
      ...named('feature-imports-feature'),
      ...named('shared-layer-imports-app'),
      ...named('shared-layer-imports-feature'),
      ...named('room-mode-imports-mode'),
      ...named('module-internals'),
      ...named('known-crossing-unused'),
      ...named('package-imports-app'),
      ...named('value-cycle'),
      ...named('module-cycle'),
      ...named('entry-keeps-out'),
    ];
    expect(problems.filter((p) => !expected.includes(p))).toEqual([]);
    expect(named('feature-imports-feature')).toHaveLength(3);
    expect(named('module-internals')).toHaveLength(2);
    expect(named('package-imports-app')).toHaveLength(2);
  });
});
