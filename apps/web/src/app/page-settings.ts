// Moved to lib/page-settings.ts (the shared layers read it, and they never import app/). This
// re-export serves features/rooms until the rooms work under way lands; then its one import
// changes and this file goes.
export { pageSettings } from '../lib/page-settings.ts';
