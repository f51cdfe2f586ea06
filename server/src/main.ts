import './runtime.ts';
import { serve } from './serve.ts';

/** The console's entry point (npm start): serve.ts does the work. */
await serve();
