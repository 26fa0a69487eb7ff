import type { RegistrationKind, RegistrationView } from '@numbloom/domain/staff';
import type { SchoolDetail } from '@numbloom/domain/school';
import type { Utm } from '@numbloom/domain/campaign';

/** The columns a campaign and a competition registration share, as lists read them (the list's bytes counted, not loaded). */
export interface RegistrationListRow {
  id: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  yourName: string | null;
  organisation: string | null;
  roles: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  roleLabel: string | null;
  schoolTypeLabel: string | null;
  regionalSchool: number | null;
  schoolDetail: SchoolDetail | null;
  region: string;
  signupForEmail: boolean;
  termsAgreed: boolean;
  studentListBytes: number | null;
  studentListExtension: string | null;
  utm: Utm;
}

/** A registration as the staff admin shows it. */
export function presentRegistration(kind: RegistrationKind, row: RegistrationListRow, event: { key: string; name: string }): RegistrationView {
  return {
    id: row.id,
    kind,
    event: event.key,
    event_name: event.name,
    created_at: row.createdAt.toISOString(),
    first_name: row.firstName,
    last_name: row.lastName,
    your_name: row.yourName,
    organisation: row.organisation,
    email: row.email,
    phone: row.phone,
    message: row.message,
    role: row.roleLabel,
    school_type: row.schoolTypeLabel,
    school: row.schoolDetail?.name ?? null,
    school_id: row.regionalSchool,
    region: row.region,
    signup_for_email: row.signupForEmail,
    terms_agreed: row.termsAgreed,
    student_list: row.studentListBytes !== null && row.studentListBytes !== undefined ? { extension: row.studentListExtension, bytes: row.studentListBytes } : null,
    utm: row.utm,
  };
}
