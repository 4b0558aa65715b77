// Before any module runs: zod parses without generated code (no `new Function`), so it never
// probes for eval, which the Content-Security-Policy forbids and would report (decision 026).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
