/** The form's days (yyyy-mm-dd, the teacher's own calendar) and the instants the API takes. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A day in the teacher's time zone, as a date input holds it. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The start of a day, the teacher's midnight. */
export const startOfDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00`).toISOString() : day);

/** The end of a due day: the work is due by the teacher's end of that day. */
export const endOfDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T23:59:00`).toISOString() : day);
