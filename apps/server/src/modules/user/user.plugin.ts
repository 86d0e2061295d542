import { defineModule } from '../module.js';
import { createBalanceReader } from './user.repository.js';
import { userRoutes } from './user.routes.js';
import { createUserService, type UserService } from './user.service.js';

declare module '../module.js' {
  interface Services {
    users: UserService;
  }
}

/** The player's own profile and balance. */
export default defineModule('user', ['site', 'bets', 'transfers'], async (app, { db, database }) => {
  const { settings, bets, transfers } = app.services;
  const users = createUserService(db, settings, createBalanceReader(database), () => bets.pullSoon());
  app.services.users = users;
  await app.register(userRoutes(users, (userId) => transfers.bringHomeIfFreeTransfer(userId)));
});
