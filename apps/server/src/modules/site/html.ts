import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';
import { regionalLanguage, US_ENGLISH } from '@numbloom/domain/regions';
import { PAGE_PRELOADS_FILE } from '@numbloom/domain/site-pages';

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A shell's title and description as a site words them otherwise than the
 * built file, by the page's wording (shellWording: the US English of the US
 * site, or the page's language) and the shell. The build writes each shell
 * once for every site, in the English of the sites outside the US ("maths");
 * the title is what shows until the page's script names the page (and what
 * link previews and search engines read), and no script rewrites the
 * description, so a page in another language, or in US English, gets them
 * worded here, as its own texts are by the web's catalogues. The US English
 * entry rewords the shell's words and nothing else (shell-wording.test.ts
 * reads apps/web's files); the other languages' titles say what the home
 * page's title says.
 */
export const SHELL_WORDING: Record<string, Record<string, { title: string; description: string }>> = {
  [US_ENGLISH]: {
    'index.html': {
      title: 'Numbloom — math that grows with every child',
      description: 'K-6 math activities, worksheets and live class games for teachers, parents and students.',
    },
  },
  fr: {
    'index.html': {
      title: 'Numbloom — des maths qui grandissent avec chaque enfant',
      description:
        'Des activités de maths de la maternelle à la 6e année, des fiches et des jeux en direct en classe, pour les enseignants, les parents et les élèves.',
    },
    'play.html': {
      title: 'Numbloom — jeu de la classe',
      description: "Rejoins le jeu de ta classe avec le code d'activité que montre ton enseignant.",
    },
  },
  es: {
    'index.html': {
      title: 'Numbloom — matemáticas que crecen con cada niño',
      description:
        'Actividades de matemáticas de kínder a sexto grado, fichas y juegos de clase en vivo para docentes, familias y estudiantes.',
    },
    'play.html': {
      title: 'Numbloom — juego de la clase',
      description: 'Únete al juego de tu clase con el código de actividad que muestra tu docente.',
    },
  },
  ar: {
    'index.html': {
      title: 'Numbloom — رياضيات تنمو مع كل طفل',
      description:
        'أنشطة رياضيات من الروضة حتى الصف السادس، وأوراق عمل، وألعاب صفية مباشرة للمعلمين وأولياء الأمور والطلاب.',
    },
    'play.html': {
      title: 'Numbloom — لعبة الصف',
      description: 'انضم إلى لعبة صفك برمز النشاط الذي يعرضه معلمك.',
    },
  },
  he: {
    'index.html': {
      title: 'Numbloom — מתמטיקה שצומחת עם כל ילד',
      description:
        'פעילויות מתמטיקה מגן חובה ועד כיתה ו׳, דפי עבודה ומשחקים כיתתיים בזמן אמת למורים, להורים ולתלמידים.',
    },
    'play.html': {
      title: 'Numbloom — משחק הכיתה',
      description: 'הצטרפו למשחק של הכיתה עם קוד הפעילות שהמורה מציג.',
    },
  },
  zh: {
    'index.html': {
      title: 'Numbloom — 与每个孩子一起成长的数学',
      description: '面向教师、家长和学生的幼儿园至六年级数学活动、练习单和课堂实时游戏。',
    },
    'play.html': {
      title: 'Numbloom — 班级游戏',
      description: '输入老师展示的活动代码，加入你们班的游戏。',
    },
  },
  de: {
    'index.html': {
      title: 'Numbloom — Mathe, die mit jedem Kind wächst',
      description:
        'Mathe-Aktivitäten von der Vorschule bis Klasse 6, Arbeitsblätter und Live-Klassenspiele für Lehrkräfte, Eltern und Kinder.',
    },
    'play.html': {
      title: 'Numbloom — Klassenspiel',
      description: 'Mach beim Spiel deiner Klasse mit – mit dem Aktivitätscode, den deine Lehrkraft zeigt.',
    },
  },
  pt: {
    'index.html': {
      title: 'Numbloom — matemática que cresce com cada criança',
      description:
        'Atividades de matemática da Educação Infantil ao 6º ano, folhas de exercícios e jogos de turma ao vivo para professores, famílias e alunos.',
    },
    'play.html': {
      title: 'Numbloom — jogo da turma',
      description: 'Entre no jogo da sua turma com o código da atividade que o seu professor mostra.',
    },
  },
};

/** Which wording of SHELL_WORDING a page takes: US English's, or its language's (none: the shell as built). */
const shellWording = (settings: Pick<PageSettings, 'region' | 'language'>): string =>
  regionalLanguage(settings.region, settings.language) ?? settings.language;

const escapeText = (value: string) => value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell with its title and description as the page's site words them, where it words them its own way. */
function worded(html: string, settings: PageSettings, entry: string): string {
  const wording = SHELL_WORDING[shellWording(settings)]?.[entry];
  if (!wording) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(wording.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${escapeAttr(wording.description)}"`,
    );
}

/**
 * The built HTML shells, read once. The server fills in the page settings and
 * the document's language and direction, so a right-to-left page is right to
 * left before any script runs.
 */
export class HtmlShells {
  private readonly cache = new Map<string, string>();
  private preloads: Record<string, string[]> | undefined;
  private readonly distDir: string;
  private readonly reload: boolean;

  constructor(distDir: string, reload: boolean) {
    this.distDir = distDir;
    this.reload = reload;
  }

  available(entry = 'index.html'): boolean {
    try {
      this.template(entry);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The files to announce with a page of the children's entry: the build's page-preloads.json (decision 097)
   * names, per page, the chunks it would otherwise fetch one after the other. None for a page it does not
   * name, or a build without the file.
   */
  preloadsOf(page: string | undefined): readonly string[] {
    if (!page) return [];
    const cached = this.reload ? undefined : this.preloads;
    let table = cached;
    if (!table) {
      try {
        table = JSON.parse(readFileSync(path.join(this.distDir, PAGE_PRELOADS_FILE), 'utf8')) as Record<
          string,
          string[]
        >;
      } catch {
        table = {};
      }
      this.preloads = table;
    }
    // only the build's own assets: a file it names is announced as it is written, never anything else
    return (table[page] ?? []).filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  }

  private template(entry: string): string {
    const cached = this.reload ? undefined : this.cache.get(entry);
    if (cached) return cached;
    const html = readFileSync(path.join(this.distDir, entry), 'utf8');
    this.cache.set(entry, html);
    return html;
  }

  render(settings: PageSettings, entry = 'index.html', preloads: readonly string[] = []): string {
    const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttr(file)}">`).join('');
    const tag = `${links}<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${safeJson(settings)}</script>`;
    return worded(this.template(entry), settings, entry)
      .replace(/<html[^>]*>/, `<html lang="${escapeAttr(settings.language)}" dir="${settings.dir}">`)
      .replace('</head>', `${tag}</head>`);
  }
}
