// Preloaded into the API by the load soak (node --expose-gc --import this file): SIGUSR2 runs a full
// garbage collection and prints the JavaScript heap that survived it, so that the soak compares what the
// process keeps, not where V8's collection cycle happened to be.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  process.stderr.write(`heap-after-gc ${process.memoryUsage().heapUsed}\n`);
});
