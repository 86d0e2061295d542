/** Timestamps are epoch milliseconds in BIGINT columns: one representation on SQLite and PostgreSQL. */
export type Millis = number;
