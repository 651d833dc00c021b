/**
 * The heap the service runs in: an old generation of at most 192 MB and 32 MB semi-spaces (README,
 * docs/operating.md "Memory"). V8 sizes its heap as the process starts, so these can only be
 * command-line flags: package.json's `start` and the Dockerfile's CMD write them out (a test checks
 * that both say exactly these), and the bench and the client examples start the service with them.
 */
export const SERVICE_HEAP_FLAGS: readonly string[] = ['--max-old-space-size=192', '--max-semi-space-size=32'];
