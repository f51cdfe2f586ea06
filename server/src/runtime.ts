import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the running console, applied before anything else loads (main.ts imports this
 * first).
 *
 * Allocation-site pretenuring off: V8 may decide, from how many objects of one allocation site
 * survived its first collections, to allocate that site's objects straight in the old generation.
 * A console's objects live for one request, or for one batch of a CSV export, so the guess is wrong
 * here and expensive when it flips: measured on a million-row export (npm run bench), a process
 * where it flipped grew 117 to 127 MB of garbage waiting for a full collection, one where it did not
 * grew about 25 MB; with pretenuring off, every run grew 16 to 26 MB.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
