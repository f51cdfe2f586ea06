import { fuzzSuite } from '../testing/fuzz/suite.ts';

// The generated fuzz suite's shard 2 of 2 (testing/fuzz/suite.ts says what it sends and why).
await fuzzSuite({ index: 1, count: 2 });
