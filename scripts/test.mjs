// `npm test`: every check of the project, stage by stage, with the time each took printed at
// the end (also when one fails, so a slow or broken stage is plain to see). Steps of one stage
// run side by side; their output is held back and printed whole as each ends, never interleaved.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
/* global console */

/** Each stage's steps are npm scripts; a stage of several runs them at once. */
const STATIC_CHECKS = ['typecheck', 'lint', 'format:check', 'lint:openapi'];
const STAGES = [STATIC_CHECKS, ['test:unit'], ['test:api'], ['test:web'], ['test:e2e']];

const timings = [];

/**
 * A step whose Node.js process died of a crash of the runtime itself (a signal, or V8's fatal
 * check aborting it, exit code 128 and above) rather than failing a check. Seen once: V8's
 * "Check failed: jit_page.has_value()" in lint:openapi with four checks side by side.
 */
const crashed = (code, signal) => signal !== null || code >= 128;

/** A static check that crashed is run once more, said so in its output; a second crash fails. */
async function runStep(script, options) {
  const first = await runScript(script, options);
  if (first.ok || !STATIC_CHECKS.includes(script) || !crashed(first.code, first.signal))
    return first.ok;
  process.stdout.write(`\n== ${script} crashed (${first.signal ?? first.code}); once more ==\n`);
  return (await runScript(script, options)).ok;
}

function runScript(script, { buffered }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ script, seconds, ok: code === 0 });
      if (buffered) {
        process.stdout.write(`\n== ${script} (${seconds.toFixed(0)} s) ==\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: code === 0, code, signal });
    });
  });
}

function printTimings(totalSeconds) {
  const width = Math.max(...timings.map((t) => t.script.length), 'npm test'.length);
  const lines = timings.map(
    (t) =>
      `  ${t.script.padEnd(width)}  ${t.seconds.toFixed(0).padStart(5)} s${t.ok ? '' : '  FAILED'}`,
  );
  lines.push(`  ${'npm test'.padEnd(width)}  ${totalSeconds.toFixed(0).padStart(5)} s`);
  console.log(`\nStage timings (steps of one stage ran side by side):\n${lines.join('\n')}`);
}

console.log(`npm test on Node.js ${process.version}`);
const started = performance.now();
let passed = true;
for (const stage of STAGES) {
  if (stage.length === 1) console.log(`\n== ${stage[0]} ==`);
  const results = await Promise.all(
    stage.map((script) => runStep(script, { buffered: stage.length > 1 })),
  );
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
printTimings((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
