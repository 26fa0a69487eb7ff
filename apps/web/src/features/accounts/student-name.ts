import { listedStudentName, type Student } from '@numbloom/domain/accounts';

/**
 * A student's name as every list of a class shows it: with their number when
 * another student of the class has the same name, so the child at the login
 * picker and the teacher at the class page see the same "Mia (2)".
 */
export function useStudentName(): (student: Pick<Student, 'display_name' | 'name_number'>) => string {
  return listedStudentName;
}
