// Loaded into a server under test with `node --import` (bench/export-memory.ts does it): when
// BENCH_MEMORY_PROBE names a file, writes process.memoryUsage() there every 100 ms, one JSON line
// each, so the bench can tell V8's heap from Buffers and the rest of the resident memory.
// Plain JavaScript, so the compiled server can load it without tsx.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_PROBE;
if (file) {
  const descriptor = fs.openSync(file, 'w');
  const sample = () => fs.writeSync(descriptor, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage() })}\n`);
  sample();
  setInterval(sample, 100).unref();
}
