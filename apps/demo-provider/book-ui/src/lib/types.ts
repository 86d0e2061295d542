/**
 * The sportsbook's answers, as /demo-provider/play/<session>/… sends them: typed from the book's
 * own code (type-only imports, nothing of it is bundled), so the page and the book cannot drift.
 */
import type { Book } from '../../../src/sportsbook/book.js';
import type { EventCard, Tab as LobbyTab } from '../../../src/sportsbook/lobby.js';
import type { PricedMarket, PricedSelection } from '../../../src/sportsbook/markets.js';
import type { Accept as SlipAccept, SlipLeg } from '../../../src/sportsbook/slip.js';
import type { Sport as BookSport } from '../../../src/sportsbook/teams.js';

export type Sport = BookSport;
export type Tab = LobbyTab;
export type Accept = SlipAccept;
export type TicketTab = Parameters<Book['myTickets']>[1];

export type Card = EventCard;
export type Market = PricedMarket;
export type Selection = PricedSelection;
export type Lobby = Awaited<ReturnType<Book['lobby']>>;

export type TicketPage = Awaited<ReturnType<Book['myTickets']>>;
export type Ticket = TicketPage['tickets'][number];

/** A leg as the slip sends it (odds in hundredths, as the player saw them). */
export type QuotedLeg = SlipLeg;

/** GET /info of a sportsbook session. */
export interface Info {
  kind: 'sportsbook';
  platform: 'sb' | 'ia';
  username: string;
  /** Yuan, two decimals. */
  balance: string;
  return_url: string;
  wallet_mode: string;
}
