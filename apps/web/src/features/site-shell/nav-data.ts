/**
 * The three menus of the header (spec §2: pedagogy, our product, why the
 * product). Each link points at a section of the home page or at a page; the
 * texts are in this folder's catalogue under menus.<menu>.<item>.
 */
export interface NavLinkSpec {
  key: string;
  /** path under the locale (e.g. "contact/?type=request") or "#section" on the home page */
  to: string;
}

export interface NavMenuSpec {
  key: 'pedagogy' | 'product' | 'why';
  links: readonly NavLinkSpec[];
}

export const NAV_MENUS: readonly NavMenuSpec[] = [
  {
    key: 'pedagogy',
    links: [
      { key: 'approach', to: '#approach' },
      { key: 'activities', to: '#activities' },
      { key: 'curriculum', to: '#curriculum' },
    ],
  },
  {
    key: 'product',
    links: [
      { key: 'play', to: '#play' },
      { key: 'challenges', to: '#challenges' },
      { key: 'demo', to: 'contact/?type=request' },
    ],
  },
  {
    key: 'why',
    links: [
      { key: 'teachers', to: '#teachers' },
      { key: 'parents', to: '#parents' },
      { key: 'leaders', to: '#leaders' },
      { key: 'privacy', to: '/home/privacy/' },
    ],
  },
];

/** Pages linked straight from the navigation bar (label = catalogue key). */
export const NAV_PAGES: readonly NavLinkSpec[] = [
  { key: 'activities', to: 'activities/' },
  { key: 'contact', to: 'contact/' },
];

/** The sign-in menu: the account login and the class-code student login. */
export const SIGN_IN_LINKS: readonly NavLinkSpec[] = [
  { key: 'login', to: 'login/' },
  { key: 'student', to: 'student-login/' },
];

/** The free trial, the header's call to action. */
export const FREE_TRIAL_PATH = 'free-trial/';

/** Where a nav link goes for this locale. */
export function navHref(to: string, region: string, language: string): string {
  if (to.startsWith('/')) return to;
  return `/${region}/${language}/${to}`;
}
