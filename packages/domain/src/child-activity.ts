/**
 * A signed-in child's own work on one activity, for their page of it (decision 097). Types and the path only:
 * the response schema is in child-home-schema.ts, so the child's pages never load zod. A module of its own so
 * the children's entry, which reads child-home.ts, does not carry it.
 */
/** A signed-in child's own record on one activity, for the activity's page they open (decision 097). */
export const CHILD_ACTIVITY_ROUTE = '/api/v2/my/activities/:id/';
export const childActivityPath = (activityId: string) =>
  CHILD_ACTIVITY_ROUTE.replace(':id', encodeURIComponent(activityId));

/** GET childActivityPath(id): what the child's page of an activity shows of their own work on it. */
export interface ChildActivityResponse {
  activity_id: string;
  /** the best of the child's server-checked runs of it, 0 to 3 */
  stars: number;
  /** their finished runs of it */
  runs: number;
  /** the assignments on their home that give them this activity, the soonest due first */
  assignments: Array<{ id: string; due_at: string; required: boolean; done: boolean }>;
}
