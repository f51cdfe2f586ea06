/**
 * The statements pg-boss 10 builds (node_modules/pg-boss/src/plans.js), for the two the queue must
 * recognise (sql.ts). The version is pinned exactly in server/package.json, so these stay its own.
 */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    /** Marks attempts completed: (name, ids[], output). */
    completeJobs(schema: string): string;
    /** Marks attempts failed, to be retried or failed for good: (name, ids[], output). */
    failJobsById(schema: string): string;
  };
  export default plans;
}
