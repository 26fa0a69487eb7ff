/** A run as its player sees it: other modules that start runs (challenges) answer with the same view. */
export { presentRun } from './presenter.ts';
