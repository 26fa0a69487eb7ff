/**
 * What other modules' tables point their foreign keys at (a contract file):
 * the users and classes tables, and nothing else of accounts. A module's
 * tables import this, not the accounts service, so loading a schema does not
 * load the account rules (argon2, sessions, mail) with it.
 */
export { classes, users } from './tables.ts';
