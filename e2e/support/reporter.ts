// A run where no test executed proves nothing. The only accepted case is the documented local skip
// (no chromium, not on CI); anything else (CI, a setup that failed, every test skipped) fails the run.
import type { Reporter, TestModule } from 'vitest/node';
import { chromiumFound, onCi, SKIP_MESSAGE } from './env.ts';

export const requireExecutedTests: Reporter = {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const states = modules.flatMap((m) => [...m.children.allTests()].map((t) => t.result().state));
    const executed = states.filter((s) => s === 'passed' || s === 'failed').length;
    if (executed > 0) return;
    if (!onCi && !chromiumFound()) {
      console.warn(`\n${SKIP_MESSAGE}\nNo end-to-end test was executed.\n`);
      return;
    }
    console.error(`\nE2E FAILED: no end-to-end test was executed${onCi ? ' (CI=true requires them to run)' : ''}.\n`);
    process.exitCode = 1;
  },
};
