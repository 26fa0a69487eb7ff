/** The grade a child last practised in, kept in the browser, so the site's practice page and the child's offer it again. */
const GRADE_KEY = 'numbloom-practice-grade';

export function rememberedGrade(): string | null {
  try {
    return localStorage.getItem(GRADE_KEY);
  } catch {
    return null;
  }
}

export function rememberGrade(grade: string) {
  try {
    localStorage.setItem(GRADE_KEY, grade);
  } catch {
    // storage refused: the grade is asked again next time
  }
}
