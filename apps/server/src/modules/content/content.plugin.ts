import { createMessagesService, type MessagesService } from '../messages/messages.service.js';
import { defineModule } from '../module.js';
import { createSupportService, type SupportService } from '../support/support.service.js';
import { createArticlesService, type ArticlesService } from './articles.service.js';
import { createHelpFigures, type HelpFiguresService } from './help-figures.service.js';
import { contentAdminRoutes, contentRoutes } from './content.routes.js';

declare module '../module.js' {
  interface Services {
    articles: ArticlesService;
    helpFigures: HelpFiguresService;
    messages: MessagesService;
    support: SupportService;
  }
}

/**
 * What the site says to players and hears back: articles, the inbox (messages/) and the support
 * conversation (support/), on the player's side and in the console.
 */
export default defineModule('content', ['operators', 'site', 'deposits'], async (app, { db, clock }) => {
  const { settings, payChannels } = app.services;
  const helpFigures = createHelpFigures({ settings, payChannels });
  const articles = createArticlesService(db, clock, helpFigures);
  const messages = createMessagesService(db, clock);
  const support = createSupportService(db, clock);
  Object.assign(app.services, { articles, helpFigures, messages, support });
  await app.register(contentRoutes({ articles, helpFigures, messages, support }));
  await app.register(contentAdminRoutes({ articles, messages, support, operators: app.services.operators }));
});
