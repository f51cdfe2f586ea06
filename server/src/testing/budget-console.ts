import '../runtime.ts';
import { serve } from '../serve.ts';
import { addBudgetRoutes } from './budget-routes.ts';

/** The console as production runs it (serve.ts), plus the test-only routes of budget-routes.ts. */
await serve({ extend: addBudgetRoutes });
