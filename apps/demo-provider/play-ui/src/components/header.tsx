/** The game's name and the player's balance: the balance changes only when a reveal has ended. */
export function Header({ title, balance }: { title: string; balance: string }) {
  return (
    <header className="top">
      <h1 id="title">
        <span className="emblem" aria-hidden="true" />
        {title}
      </h1>
      <div className="bal" aria-label="余额">
        <span className="bal-label">余额</span>
        <span className="bal-sign">¥</span>
        {/* Keyed by the amount: a new balance plays the pulse again. */}
        <span id="balance" key={balance} className="bal-amount">
          {balance}
        </span>
      </div>
    </header>
  );
}
