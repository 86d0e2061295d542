import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const supportNav: NavItem[] = [
  screen('/support/conversations', '客服会话', P.support, () =>
    import('./conversations-page').then((m) => m.ConversationsPage),
  ),
  screen('/support/messages', '发送站内信', P.support, () =>
    import('./player-message-page').then((m) => m.PlayerMessagePage),
  ),
];
