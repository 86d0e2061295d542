/** The server's role table (the server decides; the console only hides what a role cannot use). */
export { PERMISSION, ROLE_LABEL, roleAllows, type Permission, type Role } from '@app/shared';
