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

const steps = [
  () => run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => vitest('unit-and-integration', ['shared', 'server']),
  () => run('chromium', 'bash', ['scripts/ensure-chromium.sh']),
  () => run('build', 'npm', ['run', '--silent', 'build']),
  () => vitest('browser', ['e2e']),
];
let allOk = true;
for (const step of steps) {
  if (!step()) {
    allOk = false;
    if (failed === 0) failed = 1; // lint/typecheck/build failures count as a failure
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
