/** The role table lives in @app/shared, where the back-office console reads it too. */
export { PERMISSION, ROLE_PERMISSIONS, roleAllows, type Permission, type Role } from '@app/shared';
