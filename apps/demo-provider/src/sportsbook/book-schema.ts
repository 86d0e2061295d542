import { sql, type Generated, type Kysely, type Migration } from 'kysely';

/** The sportsbook's books, in the provider's own database. Amounts in fen, odds in hundredths. */
export interface BookTables {
  sb_events: {
    id: string;
    platform: string;
    sport: string;
    league: string;
    home: string;
    away: string;
    kickoff_at: number;
    duration_ms: number;
    /** When its money can be settled: the end of play (an esports series may end early). */
    ends_at: number;
    /** The drawn match (simulate.ts), JSON. */
    drawn: string;
    cancelled: Generated<number>;
    /** A corrected result, JSON; null while the timeline's own result stands. */
    corrected: string | null;
    /** 1 for the timeline's result, one more for each correction: tickets settle per version. */
    result_version: Generated<number>;
    /** When a correction, a voided market or a cancellation last changed what it settles to. */
    revised_at: Generated<number>;
    created_at: number;
  };
  sb_voided_markets: { event_id: string; market_key: string; reason: string; created_at: number };
  sb_tickets: {
    id: Generated<number>;
    ticket_no: string;
    player_id: string;
    platform: string;
    wallet_mode: string;
    operator_token: string;
    stake: number;
    /** Combined odds at placement (a parlay's product). */
    odds: number;
    max_payout: number;
    /** placing (seamless, asking the operator) → open → settled | cashed_out; rejected if refused. */
    state: string;
    /** What the ticket pays as settled now (cash-out: the price taken). */
    payout: Generated<number>;
    result: Generated<string>;
    /** How many times its money was settled: 0 open, 1 settled, more after re-settlement. */
    version: Generated<number>;
    /** Seamless: 1 while the operator's wallet has not confirmed the last money movement, 2 refused. */
    unpaid: Generated<number>;
    /** Seamless: a correction refused for want of funds is asked again, under a new id, from retry_at. */
    pay_attempt: Generated<number>;
    retry_at: Generated<number>;
    /** What the player's wallet has been paid for this ticket so far (confirmed). */
    paid: Generated<number>;
    placed_at: number;
    settled_at: number | null;
  };
  sb_legs: {
    ticket_id: number;
    seq: number;
    event_id: string;
    market_key: string;
    selection: string;
    odds: number;
    /** Names as the player saw them: league, match, market, selection. */
    label: string;
    result: string | null;
  };
  /** Stakes per player on one market, held against the market's per-player limit. */
  sb_exposure: { player_id: string; event_id: string; market_key: string; staked: Generated<number> };
}

export const bookMigrations: Record<string, Migration> = {
  '0003-sportsbook': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sb_events')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('sport', 'varchar(16)', (c) => c.notNull())
        .addColumn('league', 'varchar(32)', (c) => c.notNull())
        .addColumn('home', 'varchar(64)', (c) => c.notNull())
        .addColumn('away', 'varchar(64)', (c) => c.notNull())
        .addColumn('kickoff_at', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('drawn', 'text', (c) => c.notNull())
        .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('corrected', 'text')
        .addColumn('result_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('revised_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sb_events_kickoff')
        .on('sb_events')
        .columns(['platform', 'kickoff_at'])
        .execute();
      await db.schema.createIndex('sb_events_ends').on('sb_events').columns(['ends_at']).execute();
      await db.schema
        .createTable('sb_voided_markets')
        .addColumn('event_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('market_key', 'varchar(32)', (c) => c.notNull())
        .addColumn('reason', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('sb_voided_markets_pk', ['event_id', 'market_key'])
        .execute();
      await db.schema
        .createTable('sb_tickets')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('ticket_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('platform', 'varchar(32)', (c) => c.notNull())
        .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull())
        .addColumn('operator_token', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('odds', 'integer', (c) => c.notNull())
        .addColumn('max_payout', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unpaid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('pay_attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('retry_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('placed_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('sb_tickets_player')
        .on('sb_tickets')
        .columns(['player_id', 'id'])
        .execute();
      await db.schema.createIndex('sb_tickets_state').on('sb_tickets').columns(['state', 'id']).execute();
      await db.schema
        .createTable('sb_legs')
        .addColumn('ticket_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('event_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('market_key', 'varchar(32)', (c) => c.notNull())
        .addColumn('selection', 'varchar(16)', (c) => c.notNull())
        .addColumn('odds', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(255)', (c) => c.notNull())
        .addColumn('result', 'varchar(16)')
        .addPrimaryKeyConstraint('sb_legs_pk', ['ticket_id', 'seq'])
        .execute();
      await db.schema.createIndex('sb_legs_event').on('sb_legs').columns(['event_id', 'ticket_id']).execute();
      await db.schema
        .createTable('sb_exposure')
        .addColumn('player_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('market_key', 'varchar(32)', (c) => c.notNull())
        .addColumn('staked', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('sb_exposure_pk', ['player_id', 'event_id', 'market_key'])
        .execute();
    },
  },
  // A ticket is reported once per version (placed, settled, re-settled): the feed keeps each.
  '0004-round-versions': {
    async up(db: Kysely<unknown>) {
      await sql`alter table dp_rounds rename to dp_rounds_old`.execute(db);
      await sql`drop index if exists dp_rounds_player`.execute(db);
      await sql`create table dp_rounds (
        id integer primary key,
        round_no varchar(64) not null,
        version integer not null default 1,
        player_id varchar(64) not null,
        platform varchar(32) not null,
        game_code varchar(64) not null,
        bet bigint not null,
        win bigint not null,
        detail text not null,
        status integer not null,
        created_at bigint not null,
        valid_bet bigint not null default 0,
        wallet_mode varchar(16) not null default 'transfer',
        memo varchar(255) not null default '',
        unique (round_no, version)
      )`.execute(db);
      await sql`insert into dp_rounds (id, round_no, player_id, platform, game_code, bet, win, detail, status,
        created_at, valid_bet, wallet_mode, memo)
        select id, round_no, player_id, platform, game_code, bet, win, detail, status, created_at, valid_bet,
        wallet_mode, memo from dp_rounds_old`.execute(db);
      await sql`drop table dp_rounds_old`.execute(db);
      await sql`create index dp_rounds_player on dp_rounds (player_id, id)`.execute(db);
    },
  },
};
