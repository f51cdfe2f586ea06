import './runtime.ts';
import { serve } from './serve.ts';

/** The console's entry point (`npm run serve`, and production's): serve.ts does the work; `npm start` runs start.ts. */
await serve();
