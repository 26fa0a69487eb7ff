import type { ContentCatalogue, Episode, Grade } from '@numbloom/domain/content';

/** What a child plays alone: episodes and word problems (a worksheet is printed, a class game played with the class). */
const PLAYED_ALONE = new Set<Episode['type']>(['episode', 'word-problem']);

export interface ChildBrowseContent {
  grades: Grade[];
  episodes: Episode[];
  catalogue: ContentCatalogue;
}

export interface ChildBrowseSection {
  id: string;
  title: string;
  episodes: Episode[];
}

/** One browse address as a child reads it: its title (and whether that title is the content's English) and a few big groups. */
export interface ChildBrowseView {
  title: string;
  /** the title is a publication's own English name (a curriculum's, a textbook's), to be marked with its language */
  englishTitle: boolean;
  sections: ChildBrowseSection[];
}

/**
 * The activities a child can play at /activities/{kind}/{value}/ (decision 101), as the site's browse page selects
 * them but simpler: a grade's by topic, anything else's by grade, with no filters. Undefined for what the catalogue
 * does not have (the server answers it with a 404 already).
 */
export function childBrowseView(kind: string, value: string, content: ChildBrowseContent): ChildBrowseView | undefined {
  const { catalogue, grades } = content;
  const playable = content.episodes.filter((e) => PLAYED_ALONE.has(e.type) && grades.some((g) => g.code === e.grade));
  const byGrade = (title: string, keep: (e: Episode) => boolean, englishTitle = false): ChildBrowseView => ({
    title,
    englishTitle,
    sections: grades
      .map((g) => ({
        id: g.code,
        title: g.translated_name,
        episodes: playable.filter((e) => e.grade === g.code && keep(e)),
      }))
      .filter((s) => s.episodes.length > 0),
  });
  const wanted = value.toLowerCase();
  switch (kind) {
    case 'grade': {
      const grade = grades.find((g) => g.code.toLowerCase() === wanted);
      if (!grade) return undefined;
      const mine = playable.filter((e) => e.grade === grade.code);
      return {
        title: grade.translated_name,
        englishTitle: false,
        sections: catalogue.strands
          .map((s) => ({ id: s.id, title: s.name, episodes: mine.filter((e) => e.strand === s.id) }))
          .filter((s) => s.episodes.length > 0),
      };
    }
    case 'topic': {
      const strand = catalogue.strands.find((s) => s.id === wanted);
      return strand && byGrade(strand.name, (e) => e.strand === strand.id);
    }
    case 'curriculum': {
      const curriculum = catalogue.curricula.find((c) => c.id === wanted);
      return curriculum && byGrade(curriculum.name, (e) => (e.curricula[curriculum.id]?.length ?? 0) > 0, true);
    }
    case 'assessment': {
      const assessment = catalogue.assessments.find((a) => a.id === wanted);
      return assessment && byGrade(assessment.name, (e) => e.assessments.includes(assessment.id));
    }
    case 'textbook': {
      const book = catalogue.textbooks.find((b) => b.id === wanted);
      return book && byGrade(book.name, (e) => e.textbook_units.some((u) => u.startsWith(`${book.id}:`)), true);
    }
    default:
      return undefined;
  }
}

/** The picture of a topic: its activities' own (each activity shows its strand's). */
export function strandPicture(episodes: Episode[], strandId: string): string | undefined {
  return episodes.find((e) => e.strand === strandId)?.more_data.asset_url;
}
