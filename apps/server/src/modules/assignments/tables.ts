import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Work a teacher gave a class (decision 076): one activity or a set, from a start to a due date.
 * To the whole class unless `chosen`: then to the children in assignment_students, still only
 * while they are in the class. teacher_id and class_id are the accounts module's; modules do not
 * join each other's tables, so there is no foreign key.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id').notNull(),
    classId: uuid('class_id').notNull(),
    /** the catalogue's activity ids, in the teacher's order */
    activityIds: jsonb('activity_ids').$type<string[]>().notNull(),
    chosen: boolean('chosen').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    dueAt: at('due_at').notNull(),
    required: boolean('required').notNull().default(false),
    itemCount: smallint('item_count').notNull(),
    /** every child's runs are planned from it (with the activity's place), so they all meet the same questions */
    seed: varchar('seed', { length: 32 }).notNull(),
    /** the country the questions are written for (units, money) */
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('assignments_class_idx').on(t.classId, t.dueAt), index('assignments_teacher_idx').on(t.teacherId)],
);

/** The children an assignment was given to by name (assignments.chosen). */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index('assignment_students_user_idx').on(t.userId)],
);

/**
 * A run progress issued for an assignment: written when the child starts it, its result when
 * progress tells that it finished (the answers it checked). Kept with the assignment, after
 * progress has let the run's questions go.
 */
export const assignmentRuns = pgTable(
  'assignment_runs',
  {
    runId: uuid('run_id').primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    activityId: varchar('activity_id', { length: 120 }).notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    correct: smallint('correct'),
    total: smallint('total'),
    stars: smallint('stars'),
    durationMs: integer('duration_ms'),
  },
  (t) => [index('assignment_runs_assignment_idx').on(t.assignmentId, t.userId)],
);

/** Each answer of an assignment's run as the child gave it, with the question as they saw it. */
export const assignmentAnswers = pgTable(
  'assignment_answers',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => assignmentRuns.runId, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    correct: boolean('correct').notNull(),
    /** the answer given, as text; null for one given on a model (a shape drawn) */
    given: varchar('given', { length: 200 }),
    question: varchar('question', { length: 1000 }).notNull(),
    expected: varchar('expected', { length: 200 }).notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.itemIndex] }), index('assignment_answers_assignment_idx').on(t.assignmentId)],
);
