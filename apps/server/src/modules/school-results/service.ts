/**
 * A school's results for its admin (decision 061): the school's classes by grade, its challenge
 * standings, and its children's mastery per grade and skill. Read only through a verified admin
 * membership; the children are those of the school's classes now.
 */
import { bandOf, parseSkill, type MasteryBand } from '@numbloom/domain/mastery';
import type { SchoolGrade } from '@numbloom/domain/school-members';
import type { Deps } from '../../deps.ts';
import { classesByIds, studentsInClasses, usersByIds } from '../accounts/service.ts';
import { schoolStandings } from '../challenges/service.ts';
import { estimatesOfUsersForCounts } from '../progress/service.ts';
import { gradeOrder as order, requireSchoolAdmin, schoolClassesOf } from '../school-members/service.ts';
import { schoolById } from '../schools/service.ts';
import { notFound } from '../../lib/http-error.ts';

const BAND_FIELD: Partial<Record<MasteryBand, 'mastered' | 'getting_there' | 'needs_practice' | 'started'>> = {
  mastered: 'mastered',
  'getting-there': 'getting_there',
  'needs-practice': 'needs_practice',
  started: 'started',
};

export async function schoolResults(deps: Deps, userId: string, schoolId: number, language: string | undefined) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, userId, schoolId);
  const school = await schoolById(db, schoolId);
  if (!school) throw notFound();
  const schoolClasses = await schoolClassesOf(db, schoolId);
  const gradeOf = new Map(schoolClasses.map((c) => [c.classId, c.grade]));
  const [classes, students] = await Promise.all([classesByIds(db, schoolClasses.map((c) => c.classId)), studentsInClasses(db, schoolClasses.map((c) => c.classId))]);
  const childGrade = new Map(students.map((s) => [s.userId, gradeOf.get(s.classId) ?? null]));

  const grades = new Map<string | null, { classes: number; children: number }>();
  for (const c of classes) {
    const g = grades.get(gradeOf.get(c.id) ?? null) ?? { classes: 0, children: 0 };
    g.classes++;
    grades.set(gradeOf.get(c.id) ?? null, g);
  }
  for (const s of students) grades.get(gradeOf.get(s.classId) ?? null)!.children++;

  // mastery: per (grade of the child's class, skill), how many children are in each band; the estimates
  // are read lean and banded here, a skill's names worked out once, not once per child
  const mastery = new Map<string, { grade: string | null; skill: string; topic: string; skill_grade: string; strand: string; children: number; mastered: number; getting_there: number; needs_practice: number; started: number }>();
  const skillNames = new Map<string, { topic: string; grade: string; strand: string }>();
  for (const e of await estimatesOfUsersForCounts(db, students.map((s) => s.userId))) {
    const grade = childGrade.get(e.userId!) ?? null;
    const key = `${grade}|${e.skill}`;
    let row = mastery.get(key);
    if (!row) {
      let names = skillNames.get(e.skill);
      if (!names) {
        const { topic, grade: skillGrade } = parseSkill(e.skill);
        names = { topic, grade: String(skillGrade), strand: topic.split('/')[0] ?? '' };
        skillNames.set(e.skill, names);
      }
      row = { grade, skill: e.skill, topic: names.topic, skill_grade: names.grade, strand: names.strand, children: 0, mastered: 0, getting_there: 0, needs_practice: 0, started: 0 };
      mastery.set(key, row);
    }
    row.children++;
    const field = BAND_FIELD[bandOf(e, deps.now())];
    if (field) row[field]++;
  }

  const standings = await schoolStandings(deps, schoolId, language);
  const teachers = new Map((await usersByIds(db, standings.flatMap((c) => c.classes.map((k) => k.teacherId)))).map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ')]));
  return {
    school: { id: school.id, name: school.name, city: school.city, country: school.country },
    grades: [...grades].map(([grade, g]) => ({ grade: grade as SchoolGrade | null, ...g })).sort((a, b) => order(a.grade) - order(b.grade)),
    challenges: standings.map((c) => ({
      ...c,
      classes: c.classes
        .map(({ teacherId, ...k }) => ({ ...k, grade: (gradeOf.get(k.id) ?? null) as SchoolGrade | null, teacher_name: teachers.get(teacherId) ?? '' }))
        .sort((a, b) => order(a.grade) - order(b.grade) || a.name.localeCompare(b.name)),
    })),
    mastery: [...mastery.values()]
      .map((m) => ({ ...m, grade: m.grade as SchoolGrade | null }))
      .sort((a, b) => order(a.grade) - order(b.grade) || a.skill.localeCompare(b.skill)),
  };
}
