import { useCallback, useEffect, useRef, useState } from 'react';
import { Chips } from './components/chips';
import { Choices } from './components/choices';
import { Header } from './components/header';
import { History } from './components/history';
import { STAGES } from './games';
import { GameError, getHistory, getInfo, playRound } from './lib/api';
import { NiuChoices } from './components/niu-choices';
import { NiuRules } from './components/niu-rules';
import { Paytable } from './components/paytable';
import { CHOICE_TITLE, gameTitle, PLAY_LABEL, rtpText, toFen } from './lib/format';
import { useReducedMotion } from './lib/motion';
import type { Turn } from './lib/stage';
import { cameAhead, verdict } from './lib/summary';
import type { AnyResult, HistoryRow, Info } from './lib/types';

type Tone = 'info' | 'win' | 'lose' | 'error';

/**
 * The game page: the session's game drawn by its stage (games/), the shared stake chips, bet spots,
 * history and return to player. A round is the server's: the stage only reveals the result it
 * sends, and the balance shown changes when that reveal ends.
 */
export function App() {
  const reduced = useReducedMotion();
  const [info, setInfo] = useState<Info | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [balance, setBalance] = useState('--');
  const [stake, setStake] = useState(0);
  const [choice, setChoice] = useState('');
  const [history, setHistory] = useState<HistoryRow[]>([]);
  const [turn, setTurn] = useState<Turn>({ n: 0, state: 'idle' });
  const [revealed, setRevealed] = useState(0);
  const [note, setNote] = useState<{ text: string; tone: Tone }>({ text: '加载中...', tone: 'info' });
  const turnRef = useRef(turn);
  turnRef.current = turn;

  const refreshHistory = useCallback(() => {
    getHistory().then(setHistory, () => {
      /* the list keeps what it had; the next round refreshes it again */
    });
  }, []);

  useEffect(() => {
    getInfo().then(
      (i) => {
        setInfo(i);
        setBalance(i.balance);
        setStake(i.stakes[0] ?? 0);
        setChoice(i.choices[0] ?? '');
        setNote({ text: '请选择筹码后开始游戏', tone: 'info' });
        document.title = gameTitle(i);
        refreshHistory();
      },
      (err: unknown) => setFatal(err instanceof GameError ? err.message : '游戏加载失败，请稍后再试'),
    );
  }, [refreshHistory]);

  const busy = turn.state === 'waiting' || (turn.state === 'reveal' && revealed !== turn.n);

  async function play() {
    if (busy || !info) return;
    const n = turn.n + 1;
    setTurn({ n, state: 'waiting' });
    setNote({ text: '开奖中…', tone: 'info' });
    try {
      const round = await playRound(stake, choice);
      setTurn({ n, state: 'reveal', round });
    } catch (err) {
      setTurn({ n, state: 'failed' });
      setNote({ text: err instanceof GameError ? err.message : '本局失败，请稍后再试', tone: 'error' });
      // The balance may have moved elsewhere (a transfer, another game): show the wallet's.
      getInfo().then(
        (i) => setBalance(i.balance),
        () => {},
      );
    }
  }

  const onRevealed = useCallback(
    (n: number) => {
      const current = turnRef.current;
      if (current.n !== n || current.state !== 'reveal' || !info) return;
      const { round } = current;
      setRevealed(n);
      setBalance(round.balance);
      const [bet, win] = [toFen(round.bet), toFen(round.win)];
      setNote({
        text: verdict(info.kind, round.result, bet, win),
        tone: cameAhead(info.kind, bet, win) ? 'win' : 'lose',
      });
      const row = {
        round_no: round.round_no,
        bet: round.bet,
        win: round.win,
        time: Date.now(),
        result: round.result,
      };
      setHistory((rows) => [row, ...rows.filter((r) => r.round_no !== round.round_no)].slice(0, 20));
      refreshHistory();
    },
    [info, refreshHistory],
  );

  if (!info) {
    return (
      <div className="game">
        <Header title={fatal ? '游戏' : '游戏加载中...'} balance={balance} />
        <section id="table" className="stage stage-loading" data-phase={fatal ? 'failed' : 'loading'}>
          <div className={fatal ? 'msg error' : 'msg'} role="status">
            {fatal ?? '加载中...'}
          </div>
        </section>
      </div>
    );
  }

  const Stage = STAGES[info.kind];
  // Until a round's reveal ends, its result stays out of the history and the roads.
  const shown =
    turn.state === 'reveal' && revealed !== turn.n
      ? history.filter((r) => r.round_no !== turn.round.round_no)
      : history;
  const past = shown
    .map((r) => r.result)
    .filter((r): r is AnyResult => !!r)
    .reverse();
  const phase = turn.state === 'reveal' ? (revealed === turn.n ? 'done' : 'revealing') : turn.state;

  return (
    <div className={`game game-${info.kind}`}>
      <Header title={gameTitle(info)} balance={balance} />
      <section id="table" className={`stage stage-${info.kind}`} data-phase={phase}>
        <Stage
          kind={info.kind}
          info={info}
          choice={choice}
          turn={turn}
          past={past}
          reduced={reduced}
          onRevealed={onRevealed}
        />
        <div className={`msg ${note.tone}`} role="status" aria-live="polite">
          {note.text}
        </div>
      </section>
      <section className="panel controls">
        {info.kind === 'niuniu' ? (
          <NiuChoices value={choice} base={stake} disabled={busy} onPick={setChoice} />
        ) : (
          info.choices.length > 1 && (
            <>
              <h2 className="label">
                {info.choices.includes('odd') ? '押大小单双' : (CHOICE_TITLE[info.kind] ?? '投注项')}
              </h2>
              <Choices
                kind={info.kind}
                choices={info.choices}
                value={choice}
                disabled={busy}
                onPick={setChoice}
              />
            </>
          )
        )}
        <h2 className="label">投注金额（元）</h2>
        <Chips stakes={info.stakes} value={stake} disabled={busy} onPick={setStake} />
        <button id="play" type="button" className="play" disabled={busy} onClick={() => void play()}>
          {busy ? '开奖中…' : PLAY_LABEL[info.kind]}
        </button>
      </section>
      {info.slot && <Paytable code={info.game_code} slot={info.slot} stake={stake} />}
      {info.kind === 'niuniu' && <NiuRules />}
      <History kind={info.kind} rows={shown} />
      <p className="rtp" id="rtp">
        <b>{rtpText(info)}</b>
        <span>每局结果由服务器以加密随机数生成，动画仅为展示</span>
      </p>
    </div>
  );
}
