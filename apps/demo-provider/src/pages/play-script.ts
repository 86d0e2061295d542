/**
 * The browser side of the game page: plain JavaScript, served as a file (the CSP allows no inline
 * script). A backslash ending a line continues it: the served script has the line whole.
 */
export const PLAY_SCRIPT = `(() => {
  const base = document.body.dataset.base;
  const $ = (id) => document.getElementById(id);
  const NAMES = { slot: '老虎机', dice: '骰宝 · 大小', baccarat: '百家乐', dragon_tiger: '龙虎斗', crash: '火箭飞升', \
fishing: '捕鱼', niuniu: '牛牛', golden_flower: '炸金花' };
  const CHOICE = { spin: '旋转', big: '大', small: '小', player: '闲', banker: '庄', tie: '和', \
dragon: '龙', tiger: '虎',
    x1_5: '1.5倍', x2: '2倍', x3: '3倍', x5: '5倍', x10: '10倍',
    clown: '小丑鱼 ×2', turtle: '海龟 ×5', lantern: '灯笼鱼 ×10', shark: '鲨鱼 ×20', golden_dragon: '金龙 ×50' };
  const CHOICE_LABEL = { crash: '自动兑现倍数', fishing: '瞄准目标' };
  const PLAY_LABEL = { slot: '旋转', crash: '发射', fishing: '开炮', niuniu: '发牌', golden_flower: '发牌' };
  const SUIT = ['♦', '♣', '♥', '♠'];
  const SYMBOL = { CHERRY: '樱桃', LEMON: '柠檬', BELL: '铃铛', BAR: 'BAR', SEVEN: '7', WILD: '百搭' };
  const RTP = { slot: '理论返还率 97.07%', dice: '理论返还率 97.22%', \
baccarat: '理论返还率 庄 98.94% / 闲 98.76% / 和 85.64%', dragon_tiger: '理论返还率 龙虎 96.27% / 和 89.64%', \
crash: '理论返还率 97%（任一兑现倍数）', fishing: '理论返还率 96%（任一目标）', niuniu: '理论返还率 97.5%（闲赢抽水5%）', \
golden_flower: '理论返还率 97.5%（闲赢抽水5%）' };
  const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  let info, stake, choice, busy = false;

  const yuan = (fen) => (fen / 100).toFixed(2);
  const get = (path) => fetch(base + path).then((r) => r.json());
  const card = (r) => '<div class="card">' + RANK[r] + '</div>';
  const suited = (c) => '<div class="card' + (c.suit % 2 === 0 ? ' red' : '') + '">' + SUIT[c.suit] + \
RANK[c.rank] + '</div>';
  const hands = (pLabel, bLabel, r) => \
'<div class="cards"><div class="hand"><div>' + pLabel + \
'</div><div class="row">' + r.player.map(suited).join('') + '</div></div></div>'
    + '<div class="cards"><div class="hand"><div>' + bLabel + '</div><div class="row">' + \
r.banker.map(suited).join('') + '</div></div></div>';
  const niu = (v) => (v === 10 ? '牛牛' : v === 0 ? '无牛' : '牛' + v);
  const times = (h) => (h / 100).toFixed(2) + '×';

  function table(html, msg, won) {
    $('table').innerHTML = html + '<div class="msg' + (won ? ' win' : '') + '">' + msg + '</div>';
  }
  function drawResult(kind, r, win, bet) {
    const won = Number(win) > 0;
    const msg = won ? '恭喜！派彩 ' + win + ' 元' : '未中奖，再接再厉';
    if (kind === 'slot') {
      const hits = new Set();
      const LINES = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2],[0,0,1,2,2],[2,2,1,0,0],\
[1,0,0,0,1],[1,2,2,2,1]];
      r.lines.forEach((l) => \
LINES[l.line].slice(0, l.count).forEach((row, reel) => hits.add(reel + ':' + row)));
      let html = '<div class="grid">';
      for (let row = 0; row < 3; row++) for (let reel = 0; reel < 5; reel++) {
        const s = r.grid[reel][row];
        html += '<div class="cell ' + s + (hits.has(reel + ':' + row) ? ' hit' : '') + '">' + \
SYMBOL[s] + '</div>';
      }
      table(html + '</div>', msg, won);
    } else if (kind === 'dice') {
      table('<div class="cards">' + r.dice.map((d) => '<div class="die">' + d + '</div>').join('') + \
'</div><div>点数 ' + r.sum + ' · ' + (r.outcome === 'triple' ? '围骰' : CHOICE[r.outcome]) + '</div>', msg, won);
    } else if (kind === 'baccarat') {
      table('<div class="cards"><div class="hand"><div>闲 ' + r.playerTotal + '</div><div class="row">' + \
r.player.map(card).join('') + '</div></div><div class="hand"><div>庄 ' + r.bankerTotal + \
'</div><div class="row">' + r.banker.map(card).join('') + '</div></div></div><div>结果：' + CHOICE[r.outcome] + \
(r.outcome === 'tie' && r.choice !== 'tie' ? '（退回本金）' : '') + '</div>', msg, \
won && r.win > Number(bet) * 100 - 1);
    } else if (kind === 'crash') {
      table('<div class="big' + (r.crashAt >= r.target ? ' up' : '') + '">' + times(r.crashAt) + \
'</div><div>爆点 ' + times(r.crashAt) + ' · 目标 ' + times(r.target) + \
(r.crashAt >= r.target ? ' · 成功兑现' : ' · 未到目标') + '</div>', msg, won);
    } else if (kind === 'fishing') {
      table('<div class="big' + (r.caught ? ' up' : '') + '">' + CHOICE[r.fish].split(' ')[0] + \
'</div><div>' + (r.caught ? '捕获成功！' + r.multiple + '倍' : '它逃走了…') + '</div>', msg, won);
    } else if (kind === 'niuniu') {
      table(hands('闲 ' + niu(r.playerNiu), '庄 ' + niu(r.bankerNiu), r) + '<div>结果：' + CHOICE[r.outcome] + \
'赢</div>', msg, won);
    } else if (kind === 'golden_flower') {
      table(hands('闲 ' + r.playerHand, '庄 ' + r.bankerHand, r) + \
'<div>结果：' + CHOICE[r.outcome] + '赢</div>', msg, won);
    } else {
      table('<div class="cards"><div class="hand"><div>龙</div>' + card(r.dragon) + \
'</div><div class="hand"><div>虎</div>' + card(r.tiger) + '</div></div><div>结果：' + CHOICE[r.outcome] + \
'</div>', msg, won);
    }
  }
  function buttons(el, values, label, pick) {
    el.innerHTML = '';
    values.forEach((v, i) => {
      const b = document.createElement('button');
      b.textContent = label(v);
      b.onclick = () => { [...el.children].forEach((c) => c.classList.remove('on')); b.classList.add('on'); \
pick(v); };
      el.appendChild(b);
      if (i === 0) b.click();
    });
  }
  async function history() {
    const res = await get('/history');
    $('history').innerHTML = res.code === 200 && res.data.length
      ? res.data.map((h) => \
'<li><span>' + h.round_no + '</span><span>' + h.bet + ' / ' + h.win + '</span></li>').join('')
      : '<li><span>暂无记录</span></li>';
  }
  async function start() {
    const res = await get('/info');
    if (res.code !== 200) { table('', res.message || '游戏加载失败'); return; }
    info = res.data;
    $('title').textContent = NAMES[info.kind];
    $('balance').textContent = info.balance;
    $('rtp').textContent = RTP[info.kind] + ' · 结果由服务器加密随机数生成';
    buttons($('stakes'), info.stakes, yuan, (v) => (stake = v));
    if (info.choices.length === 1) { \
$('choiceLabel').style.display = 'none'; $('choices').style.display = 'none'; choice = info.choices[0]; }
    else {
      if (CHOICE_LABEL[info.kind]) $('choiceLabel').textContent = CHOICE_LABEL[info.kind];
      buttons($('choices'), info.choices, (c) => CHOICE[c], (c) => (choice = c));
    }
    $('play').textContent = PLAY_LABEL[info.kind] || '下注';
    $('play').disabled = false;
    table('', '请选择金额后开始游戏');
    history();
  }
  $('play').onclick = async () => {
    if (busy) return;
    busy = true; $('play').disabled = true;
    try {
      const res = await fetch(base + '/round', { method: 'POST', headers: { \
'content-type': 'application/json' }, body: JSON.stringify({ bet: stake, choice }) }).then((r) => r.json());
      if (res.code !== 200) { table('', res.message || '本局失败'); return; }
      $('balance').textContent = res.data.balance;
      drawResult(info.kind, res.data.result, res.data.win, res.data.bet);
      history();
    } catch { table('', '网络异常，请稍后重试'); }
    finally { busy = false; $('play').disabled = false; }
  };
  start();
})();`;
