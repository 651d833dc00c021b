import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring, before any other module of the service is loaded.
 *
 * V8 watches each place in the code that builds objects; when nearly all of one place's objects
 * outlive a young-generation collection, it builds that place's objects straight in the old
 * generation from then on. While the service starts, places that later build every request's
 * short-lived objects (the array a read's rows are gathered in, among others) build only objects
 * that live on (caches being filled), and are pretenured for good. Each read's rows then land in the
 * old generation, keep the young values they hold alive through every young collection, and ~600 KB
 * is promoted at each one (a mark-compact a second under load). Without pretenuring a read costs
 * about 12% less CPU: docs/benchmarks-first-runs.md, "Objects of a request kept young".
 *
 * Set here rather than on the command line so that every way of running the service gets it (the
 * flag is not allowed in NODE_OPTIONS); V8 reads it at each collection.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
