// `npm test`: lint, typecheck, unit and integration tests (PGlite, and PostgreSQL too when DATABASE_URL
// is set), then the browser tests against a fresh build. Ends with one summary line 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const reports = mkdtempSync(path.join(os.tmpdir(), 'earshot-test-'));
let passed = 0;
let failed = 0;

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A step that is not a test run (lint, typecheck, build) counts as one failure when it fails. */
function check(title, command, args) {
  const ok = run(title, command, args);
  if (!ok) failed += 1;
  return ok;
}

function vitest(title, projects) {
  const report = path.join(reports, `${title}.json`);
  const ok = run(title, 'npx', [
    'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  } catch {
    failed += 1; // the runner itself failed before reporting
  }
  return ok;
}

// Every step runs even after a failure, so one run shows everything that is wrong.
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit-and-integration', ['shared', 'server', 'web']);
if (check('chromium', 'bash', ['scripts/ensure-chromium.sh']) && check('build', 'npm', ['run', '--silent', 'build'])) {
  vitest('browser', ['e2e']);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
