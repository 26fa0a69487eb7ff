export { purgeBefore } from './store.ts';
