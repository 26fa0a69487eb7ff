import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { CLASSROOM_LEFT_OUT } from './classroom.ts';

/** GET courses: the teacher's active Classroom courses, or where to allow Numbloom to read them first. */
export const classroomCoursesSchema = z.union([
  z.object({ status: z.literal('grant_needed'), authorize_url: z.string() }),
  z.object({
    status: z.literal('ready'),
    courses: z.array(z.object({ id: z.string(), name: z.string(), section: z.string().nullable() })),
  }),
]);
export type ClassroomCourses = z.infer<typeof classroomCoursesSchema>;

/** POST import: which of the teacher's classes the course's students go into. */
export const classroomImportSchema = z.strictObject({ class_id: z.uuid(), ...regionFields });

const count = z.number().int().nonnegative();
export const classroomImportResultSchema = z.object({
  course: z.object({ id: z.string(), name: z.string() }),
  class_id: z.string(),
  created: count,
  changed: count,
  unchanged: count,
  left_out: z.array(z.object({ name: z.string(), reason: z.enum(CLASSROOM_LEFT_OUT) })),
});
export type ClassroomImportResult = z.infer<typeof classroomImportResultSchema>;
