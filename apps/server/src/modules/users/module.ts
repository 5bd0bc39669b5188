import { defineModule } from '../../core/app-module.ts';

/** Users and their roles: the one place other modules read and change them through. */
export const usersModule = defineModule({ name: 'users' });
