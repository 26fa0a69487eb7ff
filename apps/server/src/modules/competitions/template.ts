/** The class-list template the forms link to (student_template_url): the columns a student list has. */
export const STUDENT_LIST_TEMPLATE_PATH = '/home/api/student-list-template.csv';
export const STUDENT_LIST_TEMPLATE = 'first_name,last_name,grade,class_name\r\nAva,Nguyen,3,3B\r\nLiam,Okafor,3,3B\r\n';
