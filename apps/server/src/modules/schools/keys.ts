/**
 * What other modules' tables point their foreign keys at (a contract file):
 * the directory's schools table, and nothing else of schools.
 */
export { schools } from './tables.ts';
